import type { NotificationsView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../context/request-context.js';
import { DB } from '../../shared/tokens.js';
import { todayInPoland } from '../task-board-queries/task-rows.js';

/** A task is due soon from this many days before its due day until it is submitted or done. */
export const DUE_SOON_DAYS = 2;
const LIMIT = 100;

/**
 * The caller's notifications in their current organization, newest first: what the events told them
 * (read.notifications) and, from read.tasks, their tasks due soon (a notification of time, not of an event; its id
 * is derived from the task and its due day, so reading it sticks until the day changes).
 */
const ITEMS = `
  with items as (
    select n.event_id, n.kind, n.details, n.created_at
      from read.notifications n where n.user_id = $2 and n.organization_id = $1
    union all
    select md5('task-due-soon:' || t.task_id || ':' || t.due_date::text)::uuid, 'task-due-soon',
           jsonb_build_object('taskId', t.task_id, 'dueDate', to_char(t.due_date, 'YYYY-MM-DD'), 'area', t.area),
           (t.due_date - ${DUE_SOON_DAYS})::timestamptz
      from read.tasks t
     where t.organization_id = $1 and t.status not in ('submitted', 'done')
       and t.due_date <= $3::date + ${DUE_SOON_DAYS}
       and (t.assignee_user_id = $2 or t.assignee_team_id in (
             select team_id from read.teams where organization_id = $1 and member_ids ? $2))
  )`;

@Injectable()
export class NotificationsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(actor: Actor): Promise<NotificationsView> {
    const params = [actor.organizationId, actor.userId, todayInPoland()];
    const [items, unread] = await Promise.all([
      this.db.query<{
        event_id: string;
        kind: string;
        details: Record<string, unknown>;
        created_at: Date | string;
        read: boolean;
      }>(
        `${ITEMS}
         select i.*, r.user_id is not null as read
           from items i left join notify.reads r on r.user_id = $2 and r.event_id = i.event_id
          order by i.created_at desc, i.event_id limit ${LIMIT}`,
        params,
      ),
      this.db.query<{ count: string }>(
        `${ITEMS}
         select count(*)::text as count from items i
          where not exists (select 1 from notify.reads r where r.user_id = $2 and r.event_id = i.event_id)`,
        params,
      ),
    ]);
    return {
      items: items.rows.map((r) => ({
        eventId: r.event_id,
        kind: r.kind as NotificationsView['items'][number]['kind'],
        details: r.details,
        createdAt: new Date(r.created_at).toISOString(),
        read: r.read,
      })),
      unread: Number(unread.rows[0]?.count ?? 0),
    };
  }

  /** Marks the person's notifications read (the given ones, or all of the current organization). */
  async markRead(actor: Actor, eventIds: readonly string[] | undefined): Promise<NotificationsView> {
    await this.db.query(
      `${ITEMS}
       insert into notify.reads (user_id, event_id)
       select $2, i.event_id from items i where $4::uuid[] is null or i.event_id = any($4::uuid[])
       on conflict do nothing`,
      [actor.organizationId, actor.userId, todayInPoland(), eventIds ?? null],
    );
    return this.list(actor);
  }
}
