import type { SqlClient } from '@ghg/database';
import type { TaskAssignee, TaskBoardEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';

export type TaskBoardRecorded = RecordedEvent & TaskBoardEvent;

const assigneeColumns = (a: TaskAssignee): [string | null, string | null] =>
  a.kind === 'user' ? [a.userId, null] : [null, a.teamId];

/** read.teams, read.tasks and read.task_comments for one event of a task board (events are rare: one statement). */
export async function applyTaskBoardEvent(tx: SqlClient, e: TaskBoardRecorded): Promise<void> {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'TeamCreated':
      await tx.query(
        `insert into read.teams (organization_id, team_id, name, member_ids) values ($1, $2, $3, $4::jsonb)
         on conflict (organization_id, team_id) do update set name = excluded.name, member_ids = excluded.member_ids`,
        [e.data.organizationId, e.data.teamId, e.data.name, JSON.stringify(e.data.memberIds)],
      );
      return;
    case 'TeamMembersChanged':
      await tx.query(
        'update read.teams set member_ids = $3::jsonb where organization_id = $1 and team_id = $2',
        [e.data.organizationId, e.data.teamId, JSON.stringify(e.data.memberIds)],
      );
      return;
    case 'TaskDelegated': {
      const [userId, teamId] = assigneeColumns(e.data.assignee);
      await tx.query(
        `insert into read.tasks (organization_id, task_id, area, assignee_user_id, assignee_team_id, status, due_date,
                                 note, delegated_by, delegated_at, updated_at)
         values ($1, $2, $3::jsonb, $4, $5, 'open', $6, $7, $8, $9, $9)
         on conflict (organization_id, task_id) do nothing`,
        [
          e.data.organizationId,
          e.data.taskId,
          JSON.stringify(e.data.area),
          userId,
          teamId,
          e.data.dueDate,
          e.data.note,
          e.data.delegatedBy,
          at,
        ],
      );
      return;
    }
    case 'TaskStatusChanged':
      await tx.query(
        'update read.tasks set status = $3, updated_at = $4 where organization_id = $1 and task_id = $2',
        [e.data.organizationId, e.data.taskId, e.data.to, at],
      );
      return;
    case 'TaskReassigned': {
      const [userId, teamId] = assigneeColumns(e.data.to);
      await tx.query(
        `update read.tasks set assignee_user_id = $3, assignee_team_id = $4, updated_at = $5
          where organization_id = $1 and task_id = $2`,
        [e.data.organizationId, e.data.taskId, userId, teamId, at],
      );
      return;
    }
    case 'TaskCommented':
      await tx.query(
        `insert into read.task_comments (organization_id, task_id, comment_id, author_id, text, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [e.data.organizationId, e.data.taskId, e.data.commentId, e.data.authorId, e.data.text, at],
      );
      return;
  }
}
