import type { CommandResultView } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { absentForNull } from '../graphql-input.js';
import { RunTaskBoardCommand, type TaskBoardResultView } from './task-board.command.js';
import { type TaskBoardCall, taskBoardRequests } from './task-board-requests.js';

/** The task-board mutations: the REST routes' inputs and handler, on the session's organization. */
@Resolver()
export class TaskBoardResolver {
  constructor(private readonly commands: CommandBus) {}

  private async run(req: RequestWithContext, build: () => TaskBoardCall): Promise<TaskBoardResultView> {
    const context = contextOf(req);
    const { id, request } = build();
    const result = await this.commands.execute<RunTaskBoardCommand, CommandResultView>(
      new RunTaskBoardCommand(context, request),
    );
    return { ...result, id };
  }

  @Mutation('createTeam')
  @RequiresModule('taskManagement')
  createTeam(@Args('input') input: unknown, @Context('req') req: RequestWithContext) {
    return this.run(req, () => taskBoardRequests.createTeam(absentForNull(input)));
  }

  @Mutation('changeTeamMembers')
  @RequiresModule('taskManagement')
  changeMembers(
    @Args('teamId') teamId: string,
    @Args('memberIds') memberIds: string[],
    @Context('req') req: RequestWithContext,
  ) {
    return this.run(req, () => taskBoardRequests.changeMembers(teamId, { memberIds }));
  }

  @Mutation('delegateTask')
  @RequiresModule('taskManagement')
  delegate(@Args('input') input: unknown, @Context('req') req: RequestWithContext) {
    return this.run(req, () => taskBoardRequests.delegate(absentForNull(input)));
  }

  @Mutation('changeTaskStatus')
  @RequiresModule('taskManagement')
  move(
    @Args('taskId') taskId: string,
    @Args('status') status: string,
    @Context('req') req: RequestWithContext,
  ) {
    return this.run(req, () => taskBoardRequests.move(taskId, { status }));
  }

  @Mutation('reassignTask')
  @RequiresModule('taskManagement')
  reassign(
    @Args('taskId') taskId: string,
    @Args('assignee') assignee: unknown,
    @Context('req') req: RequestWithContext,
  ) {
    return this.run(req, () => taskBoardRequests.reassign(taskId, { assignee: absentForNull(assignee) }));
  }

  @Mutation('commentOnTask')
  @RequiresModule('taskManagement')
  comment(
    @Args('taskId') taskId: string,
    @Args('text') text: string,
    @Args('commentId') commentId: string | null,
    @Context('req') req: RequestWithContext,
  ) {
    return this.run(req, () => taskBoardRequests.comment(taskId, absentForNull({ commentId, text })));
  }
}
