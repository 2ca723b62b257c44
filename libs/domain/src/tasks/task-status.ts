import type { TaskStatus } from './task-board.events.js';

/** Who moves a task: the people it is delegated to work on it; an administrator accepts or reopens it. */
export type TaskMover = 'assignee' | 'administrator';

/**
 * The allowed moves: the assignee starts (open or reopened → in progress) and submits; an administrator accepts
 * a submitted task (done) or reopens a submitted or done one. An administrator may also do the assignee's moves
 * (they delegated it and can close the loop themselves).
 */
const MOVES: Record<TaskStatus, Partial<Record<TaskStatus, TaskMover>>> = {
  open: { 'in-progress': 'assignee', submitted: 'assignee' },
  'in-progress': { submitted: 'assignee' },
  submitted: { done: 'administrator', reopened: 'administrator' },
  done: { reopened: 'administrator' },
  reopened: { 'in-progress': 'assignee', submitted: 'assignee' },
};

/** Who may move a task from one status to another; null when the move does not exist. */
export function moverOf(from: TaskStatus, to: TaskStatus): TaskMover | null {
  return MOVES[from][to] ?? null;
}

/** Statuses in which the task still waits for its people: the dashboard lists these as open. */
export const isTaskOpen = (status: TaskStatus): boolean => status !== 'done';

/** A task is overdue when it is not done and its due day (YYYY-MM-DD) is before today (YYYY-MM-DD). */
export const isTaskOverdue = (status: TaskStatus, dueDate: string, today: string): boolean =>
  status !== 'done' && status !== 'submitted' && dueDate < today;
