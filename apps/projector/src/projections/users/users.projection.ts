import type { SqlClient } from '@ghg/database';
import type { UserEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import type { Projection } from '../../runtime/projection.js';

/** `read.users`: the current people, for sessions and the users lists; `read.user_names`: names for the audit trail. */
export const usersProjection: Projection = {
  name: 'users',
  tables: ['read.users', 'read.user_names'],
  eventTypes: ['UserRegistered', 'UserRemoved', 'UserRoleChanged'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events as readonly (RecordedEvent & UserEvent)[]) {
      // A removed person has no row: the session resolver finds no role and answers 401 on their next request.
      if (event.type === 'UserRemoved') {
        await tx.query('delete from read.users where user_id = $1', [event.data.userId]);
        continue;
      }
      // The session resolver reads the role here on every request: the new role applies at the next one.
      if (event.type === 'UserRoleChanged') {
        await tx.query('update read.users set role = $2 where user_id = $1', [
          event.data.userId,
          event.data.role,
        ]);
        continue;
      }
      if (event.type !== 'UserRegistered') continue;
      const u = event.data;
      await tx.query(
        `insert into read.users (user_id, email, first_name, last_name, job_title, organization_id, role)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [u.userId, u.email, u.firstName, u.lastName, u.jobTitle, u.organizationId, u.role],
      );
      // Kept when the person is removed: the audit trail names them for good.
      await tx.query(
        `insert into read.user_names (user_id, first_name, last_name) values ($1, $2, $3)
         on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name`,
        [u.userId, u.firstName, u.lastName],
      );
    }
  },
};
