import type { TaskBoardView, TaskCommentView, TaskPanelView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { DB } from '../../shared/tokens.js';
import { TASK_COLUMNS, type TaskRow, taskViewOf, todayInPoland, visibleTasksWhere } from './task-rows.js';

const seesEveryTask = (actor: Actor) => actor.role !== 'member';

/** The delegated-tasks screens, the task's comments and the dashboard panel, from read.tasks and read.teams. */
@Injectable()
export class TaskBoardQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  private async tasks(actor: Actor, extra = ''): Promise<TaskRow[]> {
    const { rows } = await this.db.query<TaskRow>(
      `select ${TASK_COLUMNS} from read.tasks t where ${visibleTasksWhere(seesEveryTask(actor))} ${extra}
        order by t.due_date, t.delegated_at, t.task_id`,
      [actor.organizationId, actor.userId],
    );
    return rows;
  }

  async board(actor: Actor): Promise<TaskBoardView> {
    const today = todayInPoland();
    const [tasks, teams, people, locations] = await Promise.all([
      this.tasks(actor),
      this.db.query<{ team_id: string; name: string; member_ids: string[] }>(
        'select team_id, name, member_ids from read.teams where organization_id = $1',
        [actor.organizationId],
      ),
      this.db.query<{ user_id: string; name: string; role: string }>(
        `select m.user_id, m.role,
                coalesce(nullif(trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), ''), u.email, m.user_id)
                  as name
           from read.memberships m
           left join read.user_names n on n.user_id = m.user_id
           left join read.users u on u.user_id = m.user_id
          where m.organization_id = $1 and m.role in ('administrator', 'member')`,
        [actor.organizationId],
      ),
      this.db.query<{ location_id: string; name: string }>(
        'select location_id, name from read.locations where organization_id = $1',
        [actor.organizationId],
      ),
    ]);
    const byName = <T extends { name: string }>(list: T[]) =>
      list.sort((a, b) => a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }));
    return {
      tasks: tasks.map((t) => taskViewOf(t, today)),
      teams: byName(teams.rows).map((t) => ({ teamId: t.team_id, name: t.name, memberIds: t.member_ids })),
      people: byName(people.rows).map((p) => ({ userId: p.user_id, name: p.name, role: p.role })),
      locations: byName(locations.rows).map((l) => ({ locationId: l.location_id, name: l.name })),
    };
  }

  async comments(actor: Actor, taskId: string): Promise<TaskCommentView[]> {
    const visible = await this.db.query(
      `select 1 from read.tasks t where ${visibleTasksWhere(seesEveryTask(actor))} and t.task_id = $3`,
      [actor.organizationId, actor.userId, taskId],
    );
    if (visible.rows.length === 0) throw new ApiError(404, 'TASK_NOT_FOUND', 'This task does not exist');
    const { rows } = await this.db.query<{
      comment_id: string;
      author_id: string;
      author_name: string | null;
      text: string;
      created_at: Date | string;
    }>(
      `select c.comment_id, c.author_id, c.text, c.created_at,
              nullif(trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), '') as author_name
         from read.task_comments c left join read.user_names n on n.user_id = c.author_id
        where c.organization_id = $1 and c.task_id = $2 order by c.created_at, c.comment_id`,
      [actor.organizationId, taskId],
    );
    return rows.map((r) => ({
      commentId: r.comment_id,
      authorId: r.author_id,
      authorName: r.author_name ?? r.author_id,
      text: r.text,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /** The caller's own open tasks (directly or through a team) and the overdue ones they may see. */
  async panel(actor: Actor): Promise<TaskPanelView> {
    const today = todayInPoland();
    const [own, overdue] = await Promise.all([
      this.tasks({ ...actor, role: 'member' }, `and t.status <> 'done'`),
      this.tasks(actor, `and t.status not in ('done', 'submitted') and t.due_date < '${today}'::date`),
    ]);
    return { own: own.map((t) => taskViewOf(t, today)), overdue: overdue.map((t) => taskViewOf(t, today)) };
  }
}
