import type { SqlClient } from '@ghg/database';
import type { UserEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import type { Projection } from '../../runtime/projection.js';

/** `read.users`: people known to the system, for names in the audit trail and the users lists. */
export const usersProjection: Projection = {
  name: 'users',
  tables: ['read.users'],
  eventTypes: ['UserRegistered', 'UserRemoved'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events as readonly (RecordedEvent & UserEvent)[]) {
      // A removed person has no row: the session resolver finds no role and answers 401 on their next request.
      if (event.type === 'UserRemoved') {
        await tx.query('delete from read.users where user_id = $1', [event.data.userId]);
        continue;
      }
      if (event.type !== 'UserRegistered') continue;
      const u = event.data;
      await tx.query(
        `insert into read.users (user_id, email, first_name, last_name, job_title, organization_id, role)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [u.userId, u.email, u.firstName, u.lastName, u.jobTitle, u.organizationId, u.role],
      );
    }
  },
};
