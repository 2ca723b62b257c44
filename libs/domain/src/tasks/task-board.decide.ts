import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { canEditAnswers } from '../user/roles.js';
import type {
  ChangeTaskStatus,
  CommentOnTask,
  CreateTeam,
  ChangeTeamMembers,
  DelegateTask,
  ReassignTask,
  TaskBoardActor,
  TaskBoardCommand,
} from './task-board.commands.js';
import { TASK_STATUSES, type TaskBoardEvent, type TaskStatus } from './task-board.events.js';
import {
  areaOf,
  assigneeOf,
  COMMENT_MAX,
  dueDateOf,
  memberIdsOf,
  TASK_NOTE_MAX,
  TEAM_NAME_MAX,
  textOf,
} from './task-board.fields.js';
import { isAssignedTo, type TaskBoardState, type TaskState } from './task-board.state.js';
import { moverOf } from './task-status.js';

const refuseFields = (fields: DomainFieldError[]): never => {
  throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
};

function requireAdministrator(actor: TaskBoardActor): void {
  if (actor.role !== 'administrator')
    throw new DomainError('FORBIDDEN', 'Only the organization’s administrators manage teams and tasks');
}

function taskOf(state: TaskBoardState, taskId: string): TaskState {
  const task = state.tasks.get(taskId);
  if (!task) throw new DomainError('TASK_NOT_FOUND', 'This task does not exist');
  return task;
}

/** Polish-aware, case-insensitive: "Zespół IT" and "zespół it" are one name. */
const sameName = (a: string, b: string) => a.localeCompare(b, 'pl', { sensitivity: 'accent' }) === 0;

function createTeam({ actor, data }: CreateTeam, state: TaskBoardState): TaskBoardEvent[] {
  requireAdministrator(actor);
  if (state.teams.has(data.teamId)) return [];
  const name = textOf(data.name, 'name', TEAM_NAME_MAX, true);
  const members = memberIdsOf(data.memberIds ?? [], 'memberIds', actor);
  const fields = [...name.fields, ...members.fields];
  if (name.value !== null && [...state.teams.values()].some((t) => sameName(t.name, name.value)))
    fields.push({ path: 'name', code: 'team_name_taken' });
  if (fields.length > 0 || name.value === null || members.value === null) return refuseFields(fields);
  return [
    {
      type: 'TeamCreated',
      data: {
        organizationId: actor.organizationId,
        teamId: data.teamId,
        name: name.value,
        memberIds: members.value,
      },
    },
  ];
}

function changeTeamMembers({ actor, data }: ChangeTeamMembers, state: TaskBoardState): TaskBoardEvent[] {
  requireAdministrator(actor);
  const team = state.teams.get(data.teamId);
  if (!team) throw new DomainError('TEAM_NOT_FOUND', 'This team does not exist');
  const members = memberIdsOf(data.memberIds, 'memberIds', actor);
  if (members.value === null) return refuseFields(members.fields);
  const same =
    members.value.length === team.memberIds.length &&
    members.value.every((id) => team.memberIds.includes(id));
  if (same) return [];
  return [
    {
      type: 'TeamMembersChanged',
      data: { organizationId: actor.organizationId, teamId: data.teamId, memberIds: members.value },
    },
  ];
}

function delegateTask({ actor, data }: DelegateTask, state: TaskBoardState): TaskBoardEvent[] {
  requireAdministrator(actor);
  if (state.tasks.has(data.taskId)) return [];
  const area = areaOf(data.area, actor);
  const assignee = assigneeOf(data.assignee, actor, state);
  const dueDate = dueDateOf(data.dueDate);
  const note = textOf(data.note, 'note', TASK_NOTE_MAX, false);
  const fields = [...area.fields, ...assignee.fields, ...dueDate.fields, ...note.fields];
  if (area.value === null || assignee.value === null || dueDate.value === null || note.value === null)
    return refuseFields(fields);
  return [
    {
      type: 'TaskDelegated',
      data: {
        organizationId: actor.organizationId,
        taskId: data.taskId,
        area: area.value,
        assignee: assignee.value,
        dueDate: dueDate.value,
        note: note.value,
        delegatedBy: actor.userId,
      },
    },
  ];
}

const isStatus = (value: unknown): value is TaskStatus =>
  typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);

function changeTaskStatus({ actor, data }: ChangeTaskStatus, state: TaskBoardState): TaskBoardEvent[] {
  if (!canEditAnswers(actor.role))
    throw new DomainError('FORBIDDEN', 'Only the organization’s people work on tasks');
  if (!isStatus(data.status) || data.status === 'open')
    return refuseFields([{ path: 'status', code: 'invalid_value' }]);
  const task = taskOf(state, data.taskId);
  if (task.status === data.status) return [];
  const mover = moverOf(task.status, data.status);
  if (mover === null)
    throw new DomainError('INVALID_TRANSITION', `A ${task.status} task cannot become ${data.status}`);
  const allowed =
    actor.role === 'administrator' || (mover === 'assignee' && isAssignedTo(state, task, actor.userId));
  if (!allowed) throw new DomainError('FORBIDDEN', 'This task is not yours to move');
  return [
    {
      type: 'TaskStatusChanged',
      data: {
        organizationId: actor.organizationId,
        taskId: data.taskId,
        from: task.status,
        to: data.status,
        changedBy: actor.userId,
      },
    },
  ];
}

function reassignTask({ actor, data }: ReassignTask, state: TaskBoardState): TaskBoardEvent[] {
  requireAdministrator(actor);
  const task = taskOf(state, data.taskId);
  const assignee = assigneeOf(data.assignee, actor, state);
  if (assignee.value === null) return refuseFields(assignee.fields);
  if (JSON.stringify(assignee.value) === JSON.stringify(task.assignee)) return [];
  return [
    {
      type: 'TaskReassigned',
      data: {
        organizationId: actor.organizationId,
        taskId: data.taskId,
        from: task.assignee,
        to: assignee.value,
        reassignedBy: actor.userId,
      },
    },
  ];
}

function commentOnTask({ actor, data }: CommentOnTask, state: TaskBoardState): TaskBoardEvent[] {
  if (!canEditAnswers(actor.role))
    throw new DomainError('FORBIDDEN', 'Only the organization’s people comment');
  const task = taskOf(state, data.taskId);
  if (actor.role !== 'administrator' && !isAssignedTo(state, task, actor.userId))
    throw new DomainError('FORBIDDEN', 'This task is not yours to comment on');
  if (task.commentIds.has(data.commentId)) return [];
  const text = textOf(data.text, 'text', COMMENT_MAX, true);
  if (text.value === null) return refuseFields(text.fields);
  return [
    {
      type: 'TaskCommented',
      data: {
        organizationId: actor.organizationId,
        taskId: data.taskId,
        commentId: data.commentId,
        text: text.value,
        authorId: actor.userId,
      },
    },
  ];
}

/**
 * The rules of teams and tasks. Administrators create teams, delegate, reassign, accept and reopen; the people a
 * task is delegated to (directly or through their team) start and submit it; both comment. The auditor and the
 * provider's people are refused (FORBIDDEN). A repeated id (a retried click) records nothing.
 */
export function decideTaskBoard(command: TaskBoardCommand, state: TaskBoardState): TaskBoardEvent[] {
  switch (command.type) {
    case 'CreateTeam':
      return createTeam(command, state);
    case 'ChangeTeamMembers':
      return changeTeamMembers(command, state);
    case 'DelegateTask':
      return delegateTask(command, state);
    case 'ChangeTaskStatus':
      return changeTaskStatus(command, state);
    case 'ReassignTask':
      return reassignTask(command, state);
    case 'CommentOnTask':
      return commentOnTask(command, state);
  }
}
