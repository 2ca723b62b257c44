import type { CommandResultView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { type RowVerificationCommand, rowVerificationAggregate, rowVerificationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';

export type RowVerificationRequest =
  | { type: 'SubmitRowsForVerification'; rowIds: readonly string[] }
  | { type: 'ApproveRows'; rowIds: readonly string[] }
  | { type: 'ReturnRow'; rowId: string; comment: string };

/** Sends rows for verification, approves them or returns one (spec §4 row badges). */
export class RunRowVerificationCommand {
  constructor(
    readonly context: RequestContext,
    readonly request: RowVerificationRequest,
  ) {}
}

@CommandHandler(RunRowVerificationCommand)
export class RunRowVerificationHandler implements ICommandHandler<
  RunRowVerificationCommand,
  CommandResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  /** The asked rows of the caller's organization with the position of their last edit; others are absent. */
  private async rowPositions(
    organizationId: string,
    rowIds: readonly string[],
  ): Promise<Map<string, bigint>> {
    const { rows } = await this.db.query<{ row_id: string; updated_position: string }>(
      `select row_id, max(updated_position)::text as updated_position from read.answer_rows
        where organization_id = $1 and row_id = any($2::text[]) group by row_id`,
      [organizationId, rowIds],
    );
    return new Map(rows.map((r) => [r.row_id, BigInt(r.updated_position)]));
  }

  async execute({ context, request }: RunRowVerificationCommand): Promise<CommandResultView> {
    const { organizationId, userId, role } = context.actor;
    const actor = { organizationId, userId, role };
    let command: RowVerificationCommand;
    if (request.type === 'SubmitRowsForVerification') {
      const rowPositions = await this.rowPositions(organizationId, request.rowIds);
      command = { type: request.type, actor, data: { rowIds: request.rowIds, rowPositions } };
    } else if (request.type === 'ApproveRows') {
      command = { type: request.type, actor, data: { rowIds: request.rowIds } };
    } else {
      command = { type: request.type, actor, data: { rowId: request.rowId, comment: request.comment } };
    }
    const outcome = await executeOnStream(
      this.store,
      rowVerificationStreamId(organizationId),
      rowVerificationAggregate,
      command,
      context,
    );
    return commandResultView(outcome);
  }
}
