import { type CommandResultView, deliverFullReportInputSchema } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { MoveReportRequestCommand } from './move-report-request.handler.js';

/** The provider team's moves of a client's full-report request (back office). */
@Controller('api/backoffice/report-requests/:organizationId/:requestId')
export class ReportRequestStatesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('preparation')
  @HttpCode(200)
  @ProviderOnly()
  start(
    @Param('organizationId') organizationId: string,
    @Param('requestId') requestId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.commands.execute(
      new MoveReportRequestCommand(contextOf(req), organizationId, requestId, { kind: 'start' }),
    );
  }

  /** Body: { fileName, contentType?, contentBase64 }: the delivered report, at most 20 MB. */
  @Post('delivery')
  @HttpCode(200)
  @ProviderOnly()
  deliver(
    @Param('organizationId') organizationId: string,
    @Param('requestId') requestId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    const input = parseOrThrow(deliverFullReportInputSchema, body ?? {});
    return this.commands.execute(
      new MoveReportRequestCommand(contextOf(req), organizationId, requestId, {
        kind: 'send',
        fileName: input.fileName,
        contentType: input.contentType ?? 'application/pdf',
        content: Buffer.from(input.contentBase64, 'base64'),
      }),
    );
  }
}
