import type { TaskArea, TaskAssignee, TaskBoardEvent, TaskStatus } from './task-board.events.js';

export interface TeamState {
  name: string;
  memberIds: readonly string[];
}

export interface TaskState {
  area: TaskArea;
  assignee: TaskAssignee;
  status: TaskStatus;
  dueDate: string;
  commentIds: ReadonlySet<string>;
}

/** The organization's teams and tasks, as far as the rules of the next command need them. */
export interface TaskBoardState {
  teams: ReadonlyMap<string, TeamState>;
  tasks: ReadonlyMap<string, TaskState>;
}

export const initialTaskBoardState: TaskBoardState = { teams: new Map(), tasks: new Map() };

const withTask = (state: TaskBoardState, taskId: string, change: (task: TaskState) => TaskState) => {
  const task = state.tasks.get(taskId);
  if (!task) return state;
  return { ...state, tasks: new Map(state.tasks).set(taskId, change(task)) };
};

export function evolveTaskBoard(state: TaskBoardState, event: TaskBoardEvent): TaskBoardState {
  switch (event.type) {
    case 'TeamCreated': {
      const { teamId, name, memberIds } = event.data;
      return { ...state, teams: new Map(state.teams).set(teamId, { name, memberIds }) };
    }
    case 'TeamMembersChanged': {
      const team = state.teams.get(event.data.teamId);
      if (!team) return state;
      const teams = new Map(state.teams).set(event.data.teamId, { ...team, memberIds: event.data.memberIds });
      return { ...state, teams };
    }
    case 'TaskDelegated': {
      const { taskId, area, assignee, dueDate } = event.data;
      const task: TaskState = { area, assignee, dueDate, status: 'open', commentIds: new Set() };
      return { ...state, tasks: new Map(state.tasks).set(taskId, task) };
    }
    case 'TaskStatusChanged':
      return withTask(state, event.data.taskId, (task) => ({ ...task, status: event.data.to }));
    case 'TaskReassigned':
      return withTask(state, event.data.taskId, (task) => ({ ...task, assignee: event.data.to }));
    case 'TaskCommented':
      return withTask(state, event.data.taskId, (task) => ({
        ...task,
        commentIds: new Set([...task.commentIds, event.data.commentId]),
      }));
  }
}

/** Whether the person is the task's assignee, or a member of the team it is delegated to. */
export function isAssignedTo(state: TaskBoardState, task: TaskState, userId: string): boolean {
  if (task.assignee.kind === 'user') return task.assignee.userId === userId;
  return state.teams.get(task.assignee.teamId)?.memberIds.includes(userId) ?? false;
}
