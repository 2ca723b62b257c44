import { type ProviderContactResultView, supportRequestInputSchema } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { SubmitSupportRequestCommand } from './submit-support-request.handler.js';

/**
 * POST organizations/{orgId}/support-requests: { subject, message, screenshot? (base64), language?, requestId? }.
 * Open to every plan and to a blocked organization (whose people most need support); the read-only auditor is
 * refused by the guard like every write.
 */
@Controller('api/organizations/:organizationId/support-requests')
export class SubmitSupportRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Public()
  submit(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ProviderContactResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(supportRequestInputSchema, body ?? {});
    return this.commands.execute(new SubmitSupportRequestCommand(context, input));
  }
}
