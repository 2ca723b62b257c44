import type { TaskView } from '@ghg/contracts';
import { isTaskOverdue, type TaskArea, type TaskStatus } from '@ghg/domain';

export interface TaskRow {
  task_id: string;
  area: TaskArea;
  assignee_user_id: string | null;
  assignee_team_id: string | null;
  status: TaskStatus;
  due_date: string;
  note: string;
  delegated_by: string;
  delegated_at: Date | string;
}

export const TASK_COLUMNS = `t.task_id, t.area, t.assignee_user_id, t.assignee_team_id, t.status,
  to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.note, t.delegated_by, t.delegated_at`;

/**
 * The tasks a person may see (spec: members see only their own and their team's tasks; administrators and the
 * read-only auditor see the organization's). `$1` organization, `$2` the person; `visibleToAll` from the role.
 */
export const visibleTasksWhere = (visibleToAll: boolean) =>
  visibleToAll
    ? 't.organization_id = $1 and $2::text is not null'
    : `t.organization_id = $1 and (t.assignee_user_id = $2 or t.assignee_team_id in (
         select team_id from read.teams where organization_id = $1 and member_ids ? $2))`;

/** Today in the product's calendar (Poland): the day a task falls due is read there. */
export const todayInPoland = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);

export function taskViewOf(row: TaskRow, today: string): TaskView {
  return {
    taskId: row.task_id,
    area: row.area.kind === 'sections' ? { kind: 'sections', sections: [...row.area.sections] } : row.area,
    assignee:
      row.assignee_team_id !== null
        ? { kind: 'team', teamId: row.assignee_team_id }
        : { kind: 'user', userId: row.assignee_user_id ?? '' },
    status: row.status,
    dueDate: row.due_date,
    note: row.note,
    delegatedBy: row.delegated_by,
    delegatedAt: new Date(row.delegated_at).toISOString(),
    overdue: isTaskOverdue(row.status, row.due_date, today),
  };
}
