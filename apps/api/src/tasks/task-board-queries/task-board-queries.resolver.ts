import type { TaskBoardView, TaskCommentView, TaskPanelView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { TaskBoardQuery } from './task-board.query.js';

/** The delegated-tasks screens and the dashboard panel, as the REST routes answer them. */
@Resolver()
export class TaskBoardQueriesResolver {
  constructor(private readonly query: TaskBoardQuery) {}

  @Query('taskBoard')
  @RequiresModule('taskManagement')
  taskBoard(@Context('req') req: RequestWithContext): Promise<TaskBoardView> {
    return this.query.board(contextOf(req).actor);
  }

  @Query('taskPanel')
  @RequiresModule('taskManagement')
  taskPanel(@Context('req') req: RequestWithContext): Promise<TaskPanelView> {
    return this.query.panel(contextOf(req).actor);
  }

  @Query('taskComments')
  @RequiresModule('taskManagement')
  taskComments(
    @Args('taskId') taskId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<TaskCommentView[]> {
    return this.query.comments(contextOf(req).actor, taskId);
  }
}
