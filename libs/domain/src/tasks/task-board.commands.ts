import type { ActorRole } from '../user/roles.js';

/**
 * Who acts, and what the command's rules need to know of the organization beyond its own stream: its people and
 * its locations (read by the handler from the read models; the domain stays pure).
 */
export interface TaskBoardActor {
  userId: string;
  role: ActorRole;
  organizationId: string;
  memberIds: ReadonlySet<string>;
  locationIds: ReadonlySet<string>;
}

export type CreateTeam = {
  type: 'CreateTeam';
  actor: TaskBoardActor;
  data: { teamId: string; name: unknown; memberIds: unknown };
};

export type ChangeTeamMembers = {
  type: 'ChangeTeamMembers';
  actor: TaskBoardActor;
  data: { teamId: string; memberIds: unknown };
};

export type DelegateTask = {
  type: 'DelegateTask';
  actor: TaskBoardActor;
  data: { taskId: string; area: unknown; assignee: unknown; dueDate: unknown; note: unknown };
};

export type ChangeTaskStatus = {
  type: 'ChangeTaskStatus';
  actor: TaskBoardActor;
  data: { taskId: string; status: unknown };
};

export type ReassignTask = {
  type: 'ReassignTask';
  actor: TaskBoardActor;
  data: { taskId: string; assignee: unknown };
};

export type CommentOnTask = {
  type: 'CommentOnTask';
  actor: TaskBoardActor;
  data: { taskId: string; commentId: string; text: unknown };
};

export type TaskBoardCommand =
  CreateTeam | ChangeTeamMembers | DelegateTask | ChangeTaskStatus | ReassignTask | CommentOnTask;
