import { z } from 'zod';
import { TASK_STATUS_KEYS, taskAreaSchema, taskAssigneeSchema } from './task-inputs.js';

export const teamViewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  memberIds: z.array(z.string()),
});
export type TeamView = z.infer<typeof teamViewSchema>;

export const taskViewSchema = z.object({
  taskId: z.string(),
  area: taskAreaSchema,
  assignee: taskAssigneeSchema,
  status: z.enum(TASK_STATUS_KEYS),
  dueDate: z.string().describe('YYYY-MM-DD'),
  note: z.string(),
  delegatedBy: z.string(),
  delegatedAt: z.string(),
  overdue: z.boolean(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

export const taskPersonViewSchema = z.object({ userId: z.string(), name: z.string(), role: z.string() });

/** What the delegated-tasks screens show: the tasks the caller may see, the teams, and the people to name. */
export const taskBoardViewSchema = z.object({
  tasks: z.array(taskViewSchema),
  teams: z.array(teamViewSchema),
  people: z.array(taskPersonViewSchema),
  locations: z.array(z.object({ locationId: z.string(), name: z.string() })),
});
export type TaskBoardView = z.infer<typeof taskBoardViewSchema>;

export const taskCommentViewSchema = z.object({
  commentId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TaskCommentView = z.infer<typeof taskCommentViewSchema>;

/** The dashboard's panel: the caller's own open tasks and the organization's overdue ones. */
export const taskPanelViewSchema = z.object({
  own: z.array(taskViewSchema),
  overdue: z.array(taskViewSchema),
});
export type TaskPanelView = z.infer<typeof taskPanelViewSchema>;

export const ROW_VERIFICATION_STATUS_KEYS = ['sent', 'verified', 'returned', 'to-complete'] as const;
export const rowVerificationViewSchema = z.object({
  rowId: z.string(),
  status: z.enum(ROW_VERIFICATION_STATUS_KEYS),
  comment: z.string().nullable(),
});
export type RowVerificationView = z.infer<typeof rowVerificationViewSchema>;

/** The organization's rows in verification, whether the caller verifies, and the share of verified rows. */
export const rowVerificationsViewSchema = z.object({
  rows: z.array(rowVerificationViewSchema),
  canVerify: z.boolean(),
  verifiedShare: z
    .number()
    .min(0)
    .max(1)
    .describe('Verified rows / all rows of the organization (0 with none)'),
});
export type RowVerificationsView = z.infer<typeof rowVerificationsViewSchema>;

export const NOTIFICATION_KIND_KEYS = [
  'task-assigned',
  'task-submitted',
  'task-reopened',
  'task-due-soon',
  'rows-submitted',
  'row-returned',
  'rows-verified',
  'report-sent',
  'invitation-accepted',
] as const;
/** What a notification is about (task id, row ids, comment, file name…), by kind. */
export const notificationDetailsSchema = z.record(z.string(), z.unknown());
export const notificationViewSchema = z.object({
  eventId: z.string(),
  kind: z.enum(NOTIFICATION_KIND_KEYS),
  details: notificationDetailsSchema,
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;
export const notificationsViewSchema = z.object({
  items: z.array(notificationViewSchema),
  unread: z.number().int().min(0),
});
export type NotificationsView = z.infer<typeof notificationsViewSchema>;

/** A task-board command's result and the id (team, task or comment) it concerns. */
export const taskBoardResultViewSchema = z.object({
  position: z.string(),
  revision: z.number().int(),
  changed: z.boolean(),
  id: z
    .string()
    .describe('The team, task or comment the command concerns (made by the server when not given)'),
});

/**
 * The person's notification e-mails: on or off, and the kinds not mailed. Several notifications close together come
 * as one digest e-mail.
 */
export const notificationPreferencesSchema = z.object({
  emailEnabled: z.boolean(),
  mutedKinds: z.array(z.enum(NOTIFICATION_KIND_KEYS)).max(NOTIFICATION_KIND_KEYS.length),
});
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesSchema>;
/** The same choice as sent: mutedKinds absent is none. */
export const notificationPreferencesInputSchema = notificationPreferencesSchema.extend({
  mutedKinds: notificationPreferencesSchema.shape.mutedKinds.default([]),
});
