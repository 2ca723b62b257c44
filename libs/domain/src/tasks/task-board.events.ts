import { everyType } from '../shared/every-type.js';

/** What a task covers: a set of emission sections (one or more), or one location of the organization. */
export type TaskArea =
  { kind: 'sections'; sections: readonly string[] } | { kind: 'location'; locationId: string };

/** Who a task is delegated to: one person of the organization, or one of its teams. */
export type TaskAssignee = { kind: 'user'; userId: string } | { kind: 'team'; teamId: string };

export const TASK_STATUSES = ['open', 'in-progress', 'submitted', 'done', 'reopened'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A named group of the organization's people; tasks can be delegated to it as a whole. */
export type TeamCreated = {
  type: 'TeamCreated';
  data: { organizationId: string; teamId: string; name: string; memberIds: readonly string[] };
};

export type TeamMembersChanged = {
  type: 'TeamMembersChanged';
  data: { organizationId: string; teamId: string; memberIds: readonly string[] };
};

/** An administrator delegated an area to a person or team, due on a day (YYYY-MM-DD), with a note. */
export type TaskDelegated = {
  type: 'TaskDelegated';
  data: {
    organizationId: string;
    taskId: string;
    area: TaskArea;
    assignee: TaskAssignee;
    dueDate: string;
    note: string;
    delegatedBy: string;
  };
};

export type TaskStatusChanged = {
  type: 'TaskStatusChanged';
  data: { organizationId: string; taskId: string; from: TaskStatus; to: TaskStatus; changedBy: string };
};

export type TaskReassigned = {
  type: 'TaskReassigned';
  data: {
    organizationId: string;
    taskId: string;
    from: TaskAssignee;
    to: TaskAssignee;
    reassignedBy: string;
  };
};

export type TaskCommented = {
  type: 'TaskCommented';
  data: { organizationId: string; taskId: string; commentId: string; text: string; authorId: string };
};

export type TaskBoardEvent =
  TeamCreated | TeamMembersChanged | TaskDelegated | TaskStatusChanged | TaskReassigned | TaskCommented;

export const TASK_BOARD_EVENT_TYPES = everyType<TaskBoardEvent['type']>()([
  'TeamCreated',
  'TeamMembersChanged',
  'TaskDelegated',
  'TaskStatusChanged',
  'TaskReassigned',
  'TaskCommented',
]);

/** One stream per organization: its teams and tasks are few and decided together (a task names a team). */
export const taskBoardStreamId = (organizationId: string): string => `task-board-${organizationId}`;
