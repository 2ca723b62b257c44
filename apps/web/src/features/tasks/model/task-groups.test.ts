import type { TaskBoardView, TaskView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { filterTasks, groupByArea, groupByTeam, type TaskLabels } from './task-groups';

const task = (taskId: string, data: Partial<TaskView>): TaskView => ({
  taskId,
  area: { kind: 'sections', sections: ['electricity'] },
  assignee: { kind: 'user', userId: 'u-anna' },
  status: 'open',
  dueDate: '2026-12-01',
  note: '',
  delegatedBy: 'admin',
  delegatedAt: '2026-11-01T00:00:00.000Z',
  overdue: false,
  ...data,
});

const labels: TaskLabels = {
  section: (k) => ({ electricity: 'Energia elektryczna', heat: 'Ciepło', waste: 'Odpady' })[k] ?? k,
  person: (id) => ({ 'u-anna': 'Żaneta Nowak', 'u-jan': 'Łukasz Lis' })[id] ?? id,
  team: (id) => ({ 't-1': 'Zespół energii' })[id] ?? id,
  location: (id) => ({ 'l-1': 'Łódź' })[id] ?? id,
};

const board = { tasks: [], teams: [], people: [], locations: [] } as TaskBoardView;
const tasks = [
  task('a', { dueDate: '2026-12-10' }),
  task('b', {
    assignee: { kind: 'team', teamId: 't-1' },
    area: { kind: 'sections', sections: ['heat', 'waste'] },
  }),
  task('c', {
    assignee: { kind: 'user', userId: 'u-jan' },
    area: { kind: 'location', locationId: 'l-1' },
    status: 'done',
  }),
  task('d', { dueDate: '2026-11-01', overdue: true }),
];

describe('delegated task groups', () => {
  it('groups by team or person in Polish order (Ł before Z, Ż last), tasks by due day', () => {
    const groups = groupByTeam(board, tasks, 'due', labels);
    expect(groups.map((g) => [g.label, g.tasks.map((t) => t.taskId)])).toEqual([
      ['Łukasz Lis', ['c']],
      ['Zespół energii', ['b']],
      ['Żaneta Nowak', ['d', 'a']],
    ]);
  });

  it('groups by section or location; a task of two sections is in both', () => {
    const groups = groupByArea(tasks, 'due', labels);
    expect(groups.map((g) => [g.label, g.tasks.map((t) => t.taskId)])).toEqual([
      ['Ciepło', ['b']],
      ['Energia elektryczna', ['d', 'a']],
      ['Łódź', ['c']],
      ['Odpady', ['b']],
    ]);
  });

  it('filters open, by status and overdue only', () => {
    expect(filterTasks(tasks, { status: 'open', overdueOnly: false }).map((t) => t.taskId)).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(filterTasks(tasks, { status: 'done', overdueOnly: false }).map((t) => t.taskId)).toEqual(['c']);
    expect(filterTasks(tasks, { status: 'all', overdueOnly: true }).map((t) => t.taskId)).toEqual(['d']);
  });
});
