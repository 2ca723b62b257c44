import { isTaskOpen, isTaskOverdue, moverOf } from './task-status.js';

describe('task status moves', () => {
  it('names who moves a task, and null for a move that does not exist', () => {
    expect(moverOf('open', 'in-progress')).toBe('assignee');
    expect(moverOf('submitted', 'done')).toBe('administrator');
    expect(moverOf('done', 'reopened')).toBe('administrator');
    expect(moverOf('done', 'submitted')).toBeNull();
    expect(moverOf('open', 'done')).toBeNull();
  });

  it('a task is open until done, and overdue when past its day and not yet submitted or done', () => {
    expect(isTaskOpen('reopened')).toBe(true);
    expect(isTaskOpen('done')).toBe(false);
    expect(isTaskOverdue('open', '2026-11-25', '2026-11-26')).toBe(true);
    expect(isTaskOverdue('in-progress', '2026-11-26', '2026-11-26')).toBe(false);
    expect(isTaskOverdue('submitted', '2026-11-01', '2026-11-26')).toBe(false);
    expect(isTaskOverdue('done', '2026-11-01', '2026-11-26')).toBe(false);
  });
});
