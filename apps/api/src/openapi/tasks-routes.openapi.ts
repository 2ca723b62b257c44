import {
  createTeamInputSchema,
  delegateTaskInputSchema,
  markNotificationsReadInputSchema,
  notificationsViewSchema,
  reassignTaskInputSchema,
  returnRowInputSchema,
  rowIdsInputSchema,
  rowVerificationsViewSchema,
  taskBoardViewSchema,
  taskCommentInputSchema,
  taskCommentViewSchema,
  taskPanelViewSchema,
  taskStatusInputSchema,
  teamMembersInputSchema,
} from '@ghg/contracts';
import { z } from 'zod';
import { commandResultSchema } from './account-view-schemas.js';
import type { RestRoute } from './rest-route.js';

const ORG = '/api/organizations/:organizationId';
const withId = commandResultSchema.extend({ id: z.string().describe('The team, task or comment concerned') });
const route = (
  method: RestRoute['method'],
  path: string,
  summary: string,
  tag: string,
  ok: { status: number; schema: z.ZodType },
  body?: z.ZodType,
): RestRoute => ({
  method,
  path,
  summary,
  tag,
  access: 'session',
  ...(body ? { body: { schema: body } } : {}),
  ok: { ...ok, description: ok.status === 201 ? 'Recorded' : 'OK' },
});

/** Delegated tasks and teams, row verification and notifications (issue 20). */
export const TASK_ROUTES: readonly RestRoute[] = [
  route('get', `${ORG}/tasks`, 'The tasks the caller may see, with teams, people and locations', 'tasks', {
    status: 200,
    schema: taskBoardViewSchema,
  }),
  route('get', `${ORG}/task-panel`, "The dashboard's panel: own open tasks and overdue ones", 'tasks', {
    status: 200,
    schema: taskPanelViewSchema,
  }),
  route('get', `${ORG}/tasks/:taskId/comments`, "A task's comment thread", 'tasks', {
    status: 200,
    schema: z.array(taskCommentViewSchema),
  }),
  route(
    'post',
    `${ORG}/teams`,
    'Creates a team (administrators)',
    'tasks',
    { status: 201, schema: withId },
    createTeamInputSchema,
  ),
  route(
    'put',
    `${ORG}/teams/:teamId/members`,
    "Changes a team's members (administrators)",
    'tasks',
    { status: 200, schema: withId },
    teamMembersInputSchema,
  ),
  route(
    'post',
    `${ORG}/tasks`,
    'Delegates an area to a person or team (administrators)',
    'tasks',
    { status: 201, schema: withId },
    delegateTaskInputSchema,
  ),
  route(
    'put',
    `${ORG}/tasks/:taskId/status`,
    'Moves a task',
    'tasks',
    { status: 200, schema: withId },
    taskStatusInputSchema,
  ),
  route(
    'put',
    `${ORG}/tasks/:taskId/assignee`,
    'Reassigns a task (administrators)',
    'tasks',
    { status: 200, schema: withId },
    reassignTaskInputSchema,
  ),
  route(
    'post',
    `${ORG}/tasks/:taskId/comments`,
    'Comments on a task',
    'tasks',
    { status: 201, schema: withId },
    taskCommentInputSchema,
  ),
  route(
    'get',
    `${ORG}/row-verification`,
    "The rows' verification badges and the verified share",
    'verification',
    {
      status: 200,
      schema: rowVerificationsViewSchema,
    },
  ),
  route(
    'post',
    `${ORG}/row-verification/submit`,
    'Sends rows for verification',
    'verification',
    { status: 200, schema: commandResultSchema },
    rowIdsInputSchema,
  ),
  route(
    'post',
    `${ORG}/row-verification/approve`,
    'Approves sent rows (verifiers)',
    'verification',
    { status: 200, schema: commandResultSchema },
    rowIdsInputSchema,
  ),
  route(
    'post',
    `${ORG}/row-verification/return`,
    'Returns a sent row with a comment (verifiers)',
    'verification',
    { status: 200, schema: commandResultSchema },
    returnRowInputSchema,
  ),
  route(
    'get',
    '/api/users/me/notifications',
    "The caller's notifications and unread count",
    'notifications',
    {
      status: 200,
      schema: notificationsViewSchema,
    },
  ),
  route(
    'post',
    '/api/users/me/notifications/read',
    'Marks notifications read (given ones or all)',
    'notifications',
    { status: 200, schema: notificationsViewSchema },
    markNotificationsReadInputSchema,
  ),
];
