import { z } from 'zod';

/** Payloads of the task-board-<orgId> stream (libs/domain/src/tasks/task-board.events.ts). */
const taskStatus = z.enum(['open', 'in-progress', 'submitted', 'done', 'reopened']);
const taskArea = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('sections'),
      sections: z.array(z.string()).describe('Emission section keys'),
    }),
    z.object({ kind: z.literal('location'), locationId: z.string() }),
  ])
  .describe('What the task covers: a set of emission sections, or one location');
const taskAssignee = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('user'), userId: z.string() }),
    z.object({ kind: z.literal('team'), teamId: z.string() }),
  ])
  .describe('Who the task is delegated to: one person of the organization, or one of its teams');

export const teamCreatedDataSchema = z
  .object({
    organizationId: z.string(),
    teamId: z.string(),
    name: z.string(),
    memberIds: z.array(z.string()).describe('User ids of the members'),
  })
  .describe('An administrator created a team (a named group of the organization’s people)');

export const teamMembersChangedDataSchema = z
  .object({
    organizationId: z.string(),
    teamId: z.string(),
    memberIds: z.array(z.string()).describe('The whole new member list'),
  })
  .describe('An administrator replaced the members of a team');

export const taskDelegatedDataSchema = z
  .object({
    organizationId: z.string(),
    taskId: z.string(),
    area: taskArea,
    assignee: taskAssignee,
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    note: z.string(),
    delegatedBy: z.string(),
  })
  .describe('An administrator delegated an area to a person or a team, due on a day, with a note');

export const taskStatusChangedDataSchema = z
  .object({
    organizationId: z.string(),
    taskId: z.string(),
    from: taskStatus,
    to: taskStatus,
    changedBy: z.string(),
  })
  .describe('A task moved between open, in progress, submitted, done and reopened');

export const taskReassignedDataSchema = z
  .object({
    organizationId: z.string(),
    taskId: z.string(),
    from: taskAssignee,
    to: taskAssignee,
    reassignedBy: z.string(),
  })
  .describe('An administrator gave a task to another person or team');

export const taskCommentedDataSchema = z
  .object({
    organizationId: z.string(),
    taskId: z.string(),
    commentId: z.string(),
    text: z.string(),
    authorId: z.string(),
  })
  .describe('Someone wrote in the comment thread of a task');
