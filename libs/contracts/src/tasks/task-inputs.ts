import { z } from 'zod';

/** Ids the client may choose for a new team, task or comment (a retried click sends the same one again). */
const clientId = z.string().trim().min(1).max(100);

/** The shapes of the task-board commands; the domain names what is wrong inside them (unknown user, section…). */
export const createTeamInputSchema = z.object({
  teamId: clientId.optional(),
  name: z.string(),
  memberIds: z.array(z.string()).default([]),
});
export type CreateTeamInput = z.infer<typeof createTeamInputSchema>;

export const teamMembersInputSchema = z.object({ memberIds: z.array(z.string()) });

export const taskAreaSchema = z.union([
  z.object({ kind: z.literal('sections'), sections: z.array(z.string()) }),
  z.object({ kind: z.literal('location'), locationId: z.string() }),
]);
export const taskAssigneeSchema = z.union([
  z.object({ kind: z.literal('user'), userId: z.string() }),
  z.object({ kind: z.literal('team'), teamId: z.string() }),
]);

export const delegateTaskInputSchema = z.object({
  taskId: clientId.optional(),
  area: taskAreaSchema,
  assignee: taskAssigneeSchema,
  dueDate: z.string().describe('YYYY-MM-DD'),
  note: z.string().default(''),
});
export type DelegateTaskInput = z.infer<typeof delegateTaskInputSchema>;

export const TASK_STATUS_KEYS = ['open', 'in-progress', 'submitted', 'done', 'reopened'] as const;
export type TaskStatusKey = (typeof TASK_STATUS_KEYS)[number];

export const taskStatusInputSchema = z.object({ status: z.enum(TASK_STATUS_KEYS) });
export const reassignTaskInputSchema = z.object({ assignee: taskAssigneeSchema });
export const taskCommentInputSchema = z.object({ commentId: clientId.optional(), text: z.string() });

export const rowIdsInputSchema = z.object({ rowIds: z.array(z.string().min(1)).min(1).max(1000) });
export const returnRowInputSchema = z.object({ rowId: z.string().min(1), comment: z.string() });
export const markNotificationsReadInputSchema = z.object({
  eventIds: z.array(z.uuid()).max(500).optional().describe('Absent: every notification of the person'),
});
