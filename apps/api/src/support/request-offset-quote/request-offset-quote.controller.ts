import { type ProviderContactResultView, offsetQuoteInputSchema } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { RequestOffsetQuoteCommand } from './request-offset-quote.handler.js';

/** POST organizations/{orgId}/offset-quote-requests: { projectId, tonnes, message?, language?, requestId? }. */
@Controller('api/organizations/:organizationId/offset-quote-requests')
export class RequestOffsetQuoteController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Access(SIGNED_IN)
  request(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ProviderContactResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(offsetQuoteInputSchema, body ?? {});
    return this.commands.execute(new RequestOffsetQuoteCommand(context, input));
  }
}
