import {
  createTeamInputSchema,
  deliverFullReportInputSchema,
  delegateTaskInputSchema,
  markNotificationsReadInputSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
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

const customerRequestSchema = z.object({
  requestId: z.string(),
  period: z.object({ choice: z.string(), from: z.string().nullable(), to: z.string() }),
  state: z.enum(['requested', 'in-preparation', 'sent']),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  fileName: z.string().nullable(),
});

/** Delegated tasks and teams, row verification, notifications and full-report states (issue 20). */
export const TASK_ROUTES: readonly RestRoute[] = [
  route(
    'get',
    `${ORG}/report-requests`,
    "The organization's full-report requests with their state",
    'reports',
    {
      status: 200,
      schema: z.array(customerRequestSchema),
    },
  ),
  {
    method: 'get',
    path: `${ORG}/report-requests/:requestId/file`,
    summary: 'The delivered full report of a sent request',
    tag: 'reports',
    access: 'session',
    ok: { status: 200, description: 'The file', contentType: 'application/octet-stream' },
  },
  route(
    'post',
    '/api/backoffice/report-requests/:organizationId/:requestId/preparation',
    'Marks a full-report request in preparation (provider staff)',
    'backoffice',
    { status: 200, schema: commandResultSchema },
  ),
  route(
    'post',
    '/api/backoffice/report-requests/:organizationId/:requestId/delivery',
    'Sends the full report: attaches the delivered file (provider staff)',
    'backoffice',
    { status: 200, schema: commandResultSchema },
    deliverFullReportInputSchema,
  ),
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
  route(
    'get',
    '/api/users/me/notification-preferences',
    "The caller's notification e-mails: on or off, and the kinds not mailed",
    'notifications',
    { status: 200, schema: notificationPreferencesSchema },
  ),
  route(
    'put',
    '/api/users/me/notification-preferences',
    'Chooses the notification e-mails (several close together come as one digest)',
    'notifications',
    { status: 200, schema: commandResultSchema },
    notificationPreferencesInputSchema,
  ),
];
