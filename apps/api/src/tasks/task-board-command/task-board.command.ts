import type { CommandResultView } from '@ghg/contracts';
import {
  type TaskBoardActor,
  type TaskBoardCommand,
  taskBoardAggregate,
  taskBoardStreamId,
} from '@ghg/domain';
import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';
import { organizationDirectory } from '../organization-people.js';

type Without<C> = C extends { actor: TaskBoardActor } ? Omit<C, 'actor'> : never;
/** A task-board command as a route builds it; the handler adds who acts and the organization's directory. */
export type TaskBoardRequest = Without<TaskBoardCommand>;

/** One command on the caller's organization's task board (teams and delegated tasks). */
export class RunTaskBoardCommand {
  constructor(
    readonly context: RequestContext,
    readonly request: TaskBoardRequest,
  ) {}
}

export type TaskBoardResultView = CommandResultView & { id: string };

@CommandHandler(RunTaskBoardCommand)
export class RunTaskBoardHandler implements ICommandHandler<RunTaskBoardCommand, CommandResultView> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ context, request }: RunTaskBoardCommand): Promise<CommandResultView> {
    const { organizationId, userId, role } = context.actor;
    const directory = await organizationDirectory(this.db, organizationId);
    const actor: TaskBoardActor = { userId, role, organizationId, ...directory };
    const outcome = await executeOnStream(
      this.store,
      taskBoardStreamId(organizationId),
      taskBoardAggregate,
      { ...request, actor } as TaskBoardCommand,
      context,
    );
    return commandResultView(outcome);
  }
}
