import { randomUUID } from 'node:crypto';
import {
  type CommandResultView,
  createTeamInputSchema,
  delegateTaskInputSchema,
  reassignTaskInputSchema,
  taskCommentInputSchema,
  taskStatusInputSchema,
  teamMembersInputSchema,
} from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import {
  RunTaskBoardCommand,
  type TaskBoardRequest,
  type TaskBoardResultView,
} from './task-board.command.js';

/**
 * Teams and delegated tasks (spec §2 /delegated, module taskManagement): create a team, change its members,
 * delegate, move, reassign and comment a task. Each answers the command result and the id it concerns.
 */
@Controller('api/organizations/:organizationId')
export class TaskBoardController {
  constructor(private readonly commands: CommandBus) {}

  private async run(
    organizationId: string,
    req: RequestWithContext,
    build: () => { id: string; request: TaskBoardRequest },
  ): Promise<TaskBoardResultView> {
    const context = contextOf(req);
    // The organization is checked before the body is read: another organization's id learns nothing more.
    assertOwnOrganization(context, organizationId);
    const { id, request } = build();
    const result = await this.commands.execute<RunTaskBoardCommand, CommandResultView>(
      new RunTaskBoardCommand(context, request),
    );
    return { ...result, id };
  }

  @Post('teams')
  @HttpCode(201)
  @RequiresModule('taskManagement')
  createTeam(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(orgId, req, () => {
      const { teamId: given, name, memberIds } = parseOrThrow(createTeamInputSchema, body ?? {});
      const teamId = given ?? randomUUID();
      return { id: teamId, request: { type: 'CreateTeam', data: { teamId, name, memberIds } } };
    });
  }

  @Put('teams/:teamId/members')
  @RequiresModule('taskManagement')
  changeMembers(
    @Param('organizationId') orgId: string,
    @Param('teamId') teamId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => {
      const { memberIds } = parseOrThrow(teamMembersInputSchema, body ?? {});
      return { id: teamId, request: { type: 'ChangeTeamMembers', data: { teamId, memberIds } } };
    });
  }

  @Post('tasks')
  @HttpCode(201)
  @RequiresModule('taskManagement')
  delegate(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(orgId, req, () => {
      const { taskId: given, ...data } = parseOrThrow(delegateTaskInputSchema, body ?? {});
      const taskId = given ?? randomUUID();
      return { id: taskId, request: { type: 'DelegateTask', data: { taskId, ...data } } };
    });
  }

  @Put('tasks/:taskId/status')
  @RequiresModule('taskManagement')
  move(
    @Param('organizationId') orgId: string,
    @Param('taskId') taskId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => {
      const { status } = parseOrThrow(taskStatusInputSchema, body ?? {});
      return { id: taskId, request: { type: 'ChangeTaskStatus', data: { taskId, status } } };
    });
  }

  @Put('tasks/:taskId/assignee')
  @RequiresModule('taskManagement')
  reassign(
    @Param('organizationId') orgId: string,
    @Param('taskId') taskId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => {
      const { assignee } = parseOrThrow(reassignTaskInputSchema, body ?? {});
      return { id: taskId, request: { type: 'ReassignTask', data: { taskId, assignee } } };
    });
  }

  @Post('tasks/:taskId/comments')
  @HttpCode(201)
  @RequiresModule('taskManagement')
  comment(
    @Param('organizationId') orgId: string,
    @Param('taskId') taskId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => {
      const { commentId: given, text } = parseOrThrow(taskCommentInputSchema, body ?? {});
      const commentId = given ?? randomUUID();
      return { id: commentId, request: { type: 'CommentOnTask', data: { taskId, commentId, text } } };
    });
  }
}
