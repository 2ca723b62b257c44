import type { CommandResultView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { RunTaskBoardCommand, type TaskBoardResultView } from './task-board.command.js';
import { type TaskBoardCall, taskBoardRequests } from './task-board-requests.js';

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
    build: () => TaskBoardCall,
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
    return this.run(orgId, req, () => taskBoardRequests.createTeam(body));
  }

  @Put('teams/:teamId/members')
  @RequiresModule('taskManagement')
  changeMembers(
    @Param('organizationId') orgId: string,
    @Param('teamId') teamId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => taskBoardRequests.changeMembers(teamId, body));
  }

  @Post('tasks')
  @HttpCode(201)
  @RequiresModule('taskManagement')
  delegate(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(orgId, req, () => taskBoardRequests.delegate(body));
  }

  @Put('tasks/:taskId/status')
  @RequiresModule('taskManagement')
  move(
    @Param('organizationId') orgId: string,
    @Param('taskId') taskId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => taskBoardRequests.move(taskId, body));
  }

  @Put('tasks/:taskId/assignee')
  @RequiresModule('taskManagement')
  reassign(
    @Param('organizationId') orgId: string,
    @Param('taskId') taskId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ) {
    return this.run(orgId, req, () => taskBoardRequests.reassign(taskId, body));
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
    return this.run(orgId, req, () => taskBoardRequests.comment(taskId, body));
  }
}
