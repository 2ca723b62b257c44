import type { TaskBoardView, TaskStatusKey, TaskView } from '@ghg/contracts';
import { comparePolish } from '../../../lib/polish-order';

export interface TaskGroup {
  key: string;
  label: string;
  tasks: TaskView[];
}

export interface TaskFilters {
  status: TaskStatusKey | 'all' | 'open';
  overdueOnly: boolean;
}

export type TaskSort = 'due' | 'area';

export interface TaskLabels {
  section: (key: string) => string;
  person: (userId: string) => string;
  team: (teamId: string) => string;
  location: (locationId: string) => string;
}

export const areaLabel = (task: TaskView, labels: TaskLabels): string =>
  task.area.kind === 'sections'
    ? task.area.sections.map(labels.section).join(', ')
    : labels.location(task.area.locationId);

export const assigneeLabel = (task: TaskView, labels: TaskLabels): string =>
  task.assignee.kind === 'user' ? labels.person(task.assignee.userId) : labels.team(task.assignee.teamId);

export function filterTasks(tasks: readonly TaskView[], filters: TaskFilters): TaskView[] {
  return tasks.filter((t) => {
    if (filters.overdueOnly && !t.overdue) return false;
    if (filters.status === 'all') return true;
    if (filters.status === 'open') return t.status !== 'done';
    return t.status === filters.status;
  });
}

function sortTasks(tasks: TaskView[], sort: TaskSort, labels: TaskLabels): TaskView[] {
  return [...tasks].sort((a, b) =>
    sort === 'due'
      ? a.dueDate.localeCompare(b.dueDate) || comparePolish(areaLabel(a, labels), areaLabel(b, labels))
      : comparePolish(areaLabel(a, labels), areaLabel(b, labels)) || a.dueDate.localeCompare(b.dueDate),
  );
}

const inPolishOrder = (groups: TaskGroup[]) => groups.sort((a, b) => comparePolish(a.label, b.label));

/**
 * /delegated/by-team: a group per team (its tasks), and one per person for tasks delegated to a person directly;
 * groups in Polish order of their names, tasks by the chosen sort.
 */
export function groupByTeam(
  board: TaskBoardView,
  tasks: readonly TaskView[],
  sort: TaskSort,
  labels: TaskLabels,
) {
  const groups = new Map<string, TaskGroup>();
  for (const task of tasks) {
    const key =
      task.assignee.kind === 'team' ? `team:${task.assignee.teamId}` : `user:${task.assignee.userId}`;
    const group = groups.get(key) ?? { key, label: assigneeLabel(task, labels), tasks: [] };
    group.tasks.push(task);
    groups.set(key, group);
  }
  return inPolishOrder([...groups.values()]).map((g) => ({ ...g, tasks: sortTasks(g.tasks, sort, labels) }));
}

/** /delegated/by-area: a group per section or location (a task of several sections is in each). */
export function groupByArea(tasks: readonly TaskView[], sort: TaskSort, labels: TaskLabels) {
  const groups = new Map<string, TaskGroup>();
  const add = (key: string, label: string, task: TaskView) => {
    const group = groups.get(key) ?? { key, label, tasks: [] };
    group.tasks.push(task);
    groups.set(key, group);
  };
  for (const task of tasks) {
    if (task.area.kind === 'location')
      add(`location:${task.area.locationId}`, labels.location(task.area.locationId), task);
    else for (const section of task.area.sections) add(`section:${section}`, labels.section(section), task);
  }
  return inPolishOrder([...groups.values()]).map((g) => ({ ...g, tasks: sortTasks(g.tasks, sort, labels) }));
}
