import { type FullReportRequestResultView, requestFullReportInputSchema } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { parseOrThrow } from '../shared/api-error.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { RequestFullReportCommand } from './request-full-report.handler.js';

/** POST organizations/{orgId}/report-requests: { requestId?, period: { choice, from?, to? }, language? }. */
@Controller('api/organizations/:organizationId/report-requests')
export class RequestFullReportController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @RequiresModule('reportGeneration')
  request(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<FullReportRequestResultView> {
    const context = contextOf(req);
    // The organization is checked before the body is read: another organization's id learns nothing more.
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(requestFullReportInputSchema, body ?? {});
    return this.commands.execute(new RequestFullReportCommand(context, input));
  }
}
