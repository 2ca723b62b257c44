import { randomUUID } from 'node:crypto';
import type { CommandResultView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { reportRequestsAggregateAt, reportRequestsStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';

export type ReportRequestMove =
  { kind: 'start' } | { kind: 'send'; fileName: string; contentType: string; content: Buffer };

/** The provider team moves a client's full-report request: in preparation, or sent with the delivered file. */
export class MoveReportRequestCommand {
  constructor(
    readonly context: RequestContext,
    readonly organizationId: string,
    readonly requestId: string,
    readonly move: ReportRequestMove,
  ) {}
}

@CommandHandler(MoveReportRequestCommand)
export class MoveReportRequestHandler implements ICommandHandler<
  MoveReportRequestCommand,
  CommandResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({
    context,
    organizationId,
    requestId,
    move,
  }: MoveReportRequestCommand): Promise<CommandResultView> {
    const { userId, role } = context.actor;
    // The event belongs to the client organization (its audit trail), with the provider person as actor.
    const onBehalf: RequestContext = { ...context, actor: { ...context.actor, organizationId } };
    const run = (command: Parameters<ReturnType<typeof reportRequestsAggregateAt>['decide']>[0]) =>
      executeOnStream(
        this.store,
        reportRequestsStreamId(organizationId),
        reportRequestsAggregateAt(new Date()),
        command,
        onBehalf,
      );
    if (move.kind === 'start') {
      return commandResultView(
        await run({
          type: 'StartReportPreparation',
          data: { requestId, organizationId, role, actorId: userId },
        }),
      );
    }
    // The file is stored first under a new id; a refused command (wrong role, already sent …) removes it again,
    // so no file is kept that no event names.
    const fileId = randomUUID();
    await this.db.query(
      `insert into reports.delivered_files (file_id, organization_id, request_id, file_name, content_type, content)
       values ($1, $2, $3, $4, $5, $6)`,
      [fileId, organizationId, requestId, move.fileName, move.contentType, move.content],
    );
    try {
      return commandResultView(
        await run({
          type: 'SendFullReport',
          data: {
            requestId,
            organizationId,
            role,
            actorId: userId,
            fileId,
            fileName: move.fileName,
            sizeBytes: move.content.length,
          },
        }),
      );
    } catch (error) {
      await this.db.query('delete from reports.delivered_files where file_id = $1', [fileId]);
      throw error;
    }
  }
}
