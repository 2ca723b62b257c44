import { randomUUID } from 'node:crypto';
import {
  createTeamInputSchema,
  delegateTaskInputSchema,
  reassignTaskInputSchema,
  taskCommentInputSchema,
  taskStatusInputSchema,
  teamMembersInputSchema,
} from '@ghg/contracts';
import { parseOrThrow } from '../../shared/api-error.js';
import type { TaskBoardRequest } from './task-board.command.js';

/** A task-board request built from a REST body or GraphQL arguments, and the id it concerns. */
export interface TaskBoardCall {
  id: string;
  request: TaskBoardRequest;
}

/** The one reading of each task-board input, shared by the REST routes and the GraphQL mutations. */
export const taskBoardRequests = {
  createTeam(body: unknown): TaskBoardCall {
    const { teamId: given, name, memberIds } = parseOrThrow(createTeamInputSchema, body ?? {});
    const teamId = given ?? randomUUID();
    return { id: teamId, request: { type: 'CreateTeam', data: { teamId, name, memberIds } } };
  },
  changeMembers(teamId: string, body: unknown): TaskBoardCall {
    const { memberIds } = parseOrThrow(teamMembersInputSchema, body ?? {});
    return { id: teamId, request: { type: 'ChangeTeamMembers', data: { teamId, memberIds } } };
  },
  delegate(body: unknown): TaskBoardCall {
    const { taskId: given, ...data } = parseOrThrow(delegateTaskInputSchema, body ?? {});
    const taskId = given ?? randomUUID();
    return { id: taskId, request: { type: 'DelegateTask', data: { taskId, ...data } } };
  },
  move(taskId: string, body: unknown): TaskBoardCall {
    const { status } = parseOrThrow(taskStatusInputSchema, body ?? {});
    return { id: taskId, request: { type: 'ChangeTaskStatus', data: { taskId, status } } };
  },
  reassign(taskId: string, body: unknown): TaskBoardCall {
    const { assignee } = parseOrThrow(reassignTaskInputSchema, body ?? {});
    return { id: taskId, request: { type: 'ReassignTask', data: { taskId, assignee } } };
  },
  comment(taskId: string, body: unknown): TaskBoardCall {
    const { commentId: given, text } = parseOrThrow(taskCommentInputSchema, body ?? {});
    const commentId = given ?? randomUUID();
    return { id: commentId, request: { type: 'CommentOnTask', data: { taskId, commentId, text } } };
  },
};
