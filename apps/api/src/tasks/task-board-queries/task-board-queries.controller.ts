import type { TaskBoardView, TaskCommentView, TaskPanelView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { TaskBoardQuery } from './task-board.query.js';

@Controller('api/organizations/:organizationId')
export class TaskBoardQueriesController {
  constructor(private readonly query: TaskBoardQuery) {}

  @Get('tasks')
  @RequiresModule('taskManagement')
  board(@Param('organizationId') orgId: string, @Req() req: RequestWithContext): Promise<TaskBoardView> {
    const context = contextOf(req);
    assertOwnOrganization(context, orgId);
    return this.query.board(context.actor);
  }

  @Get('task-panel')
  @RequiresModule('taskManagement')
  panel(@Param('organizationId') orgId: string, @Req() req: RequestWithContext): Promise<TaskPanelView> {
    const context = contextOf(req);
    assertOwnOrganization(context, orgId);
    return this.query.panel(context.actor);
  }

  @Get('tasks/:taskId/comments')
  @RequiresModule('taskManagement')
  comments(
    @Param('organizationId') orgId: string,
    @Param('taskId') taskId: string,
    @Req() req: RequestWithContext,
  ): Promise<TaskCommentView[]> {
    const context = contextOf(req);
    assertOwnOrganization(context, orgId);
    return this.query.comments(context.actor, taskId);
  }
}
