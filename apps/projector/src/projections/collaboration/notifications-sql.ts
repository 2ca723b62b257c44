import type { SqlClient } from '@ghg/database';
import type { FullReportSent, TaskAssignee, UserJoinedOrganization } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import type { RowVerificationRecorded } from './row-verification-sql.js';
import type { TaskBoardRecorded } from './task-board-sql.js';

export type JoinedRecorded = RecordedEvent & UserJoinedOrganization;
export type ReportSentRecorded = RecordedEvent & FullReportSent;
type NotifyingEvent = TaskBoardRecorded | RowVerificationRecorded | JoinedRecorded | ReportSentRecorded;

/**
 * Whom an event tells, as SQL over the read tables as they are at this point of the log (a team's members, a
 * task's delegator, the organization's administrators), and what about. Null: the event tells nobody.
 */
type Recipients =
  | { users: readonly string[] }
  | { teamId: string }
  | { taskDelegator: string }
  | { taskAssignees: string }
  | { rowSubmitters: readonly string[] }
  | { administrators: true };

const of = (a: TaskAssignee): Recipients =>
  a.kind === 'user' ? { users: [a.userId] } : { teamId: a.teamId };

function notificationOf(e: NotifyingEvent): { kind: string; to: Recipients; details: object } | null {
  switch (e.type) {
    case 'TaskDelegated':
      return {
        kind: 'task-assigned',
        to: of(e.data.assignee),
        details: { taskId: e.data.taskId, area: e.data.area, dueDate: e.data.dueDate },
      };
    case 'TaskReassigned':
      return { kind: 'task-assigned', to: of(e.data.to), details: { taskId: e.data.taskId } };
    case 'TaskStatusChanged':
      if (e.data.to === 'submitted')
        return {
          kind: 'task-submitted',
          to: { taskDelegator: e.data.taskId },
          details: { taskId: e.data.taskId },
        };
      if (e.data.to === 'reopened')
        return {
          kind: 'task-reopened',
          to: { taskAssignees: e.data.taskId },
          details: { taskId: e.data.taskId },
        };
      return null;
    case 'RowsSubmittedForVerification':
      return { kind: 'rows-submitted', to: { administrators: true }, details: { rowIds: e.data.rowIds } };
    case 'RowReturned':
      return {
        kind: 'row-returned',
        to: { users: [e.data.submittedBy] },
        details: { rowId: e.data.rowId, comment: e.data.comment },
      };
    case 'RowsVerified':
      return {
        kind: 'rows-verified',
        to: { rowSubmitters: e.data.rowIds },
        details: { rowIds: e.data.rowIds },
      };
    case 'FullReportSent':
      return {
        kind: 'report-sent',
        to: { users: [e.data.requestedBy] },
        details: { requestId: e.data.requestId, fileName: e.data.fileName },
      };
    case 'UserJoinedOrganization':
      if (e.data.magicLinkId === null) return null;
      return {
        kind: 'invitation-accepted',
        to: { administrators: true },
        details: { userId: e.data.userId },
      };
    default:
      return null;
  }
}

/** The SQL that answers the recipients' user ids ($1 organization, $2 the recipients' key). */
function recipientsQuery(to: Recipients): { sql: string; key: string } {
  if ('users' in to)
    return { sql: 'select jsonb_array_elements_text($2::jsonb) as user_id', key: JSON.stringify(to.users) };
  if ('taskAssignees' in to)
    // the task's present assignee: a person, or every member of its team
    return {
      sql: `select coalesce(t.assignee_user_id, m.user_id) as user_id
                from read.tasks t
                left join read.teams tm on tm.organization_id = t.organization_id and tm.team_id = t.assignee_team_id
                left join lateral jsonb_array_elements_text(coalesce(tm.member_ids, '[]'::jsonb)) as m(user_id) on true
               where t.organization_id = $1 and t.task_id = $2`,
      key: to.taskAssignees,
    };
  if ('teamId' in to)
    return {
      sql: `select jsonb_array_elements_text(member_ids) as user_id from read.teams
             where organization_id = $1 and team_id = $2`,
      key: to.teamId,
    };
  if ('rowSubmitters' in to)
    return {
      sql: `select distinct submitted_by as user_id from read.row_verifications
             where organization_id = $1 and row_id in (select jsonb_array_elements_text($2::jsonb))`,
      key: JSON.stringify(to.rowSubmitters),
    };
  if ('taskDelegator' in to)
    return {
      sql: 'select delegated_by as user_id from read.tasks where organization_id = $1 and task_id = $2',
      key: to.taskDelegator,
    };
  return {
    sql: `select user_id from read.memberships where organization_id = $1 and role = 'administrator'
            and $2::text is not null`,
    key: 'administrators',
  };
}

/**
 * read.notifications for one event: a row per person told, never the person who acted (one does not notify
 * oneself). Keyed by event and person, so a replayed batch adds nothing twice.
 */
export async function applyNotifications(tx: SqlClient, e: NotifyingEvent): Promise<void> {
  const notification = notificationOf(e);
  if (!notification) return;
  const organizationId = e.data.organizationId;
  const { sql, key } = recipientsQuery(notification.to);
  const actor = e.type === 'UserJoinedOrganization' ? e.data.userId : e.metadata.actorId;
  await tx.query(
    `insert into read.notifications (event_id, user_id, organization_id, kind, details, created_at)
     select $3::uuid, r.user_id, $1, $4, $5::jsonb, $6
       from (${sql}) as r
      where r.user_id is not null and r.user_id <> $7
     on conflict (event_id, user_id) do nothing`,
    [
      organizationId,
      key,
      e.eventId,
      notification.kind,
      JSON.stringify(notification.details),
      e.metadata.occurredAt,
      actor,
    ],
  );
}
