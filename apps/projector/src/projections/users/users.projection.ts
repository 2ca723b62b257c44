import type { SqlClient } from '@ghg/database';
import type { UserEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';

/**
 * `read.users`: the people who belong to at least one organization now; `read.memberships`: their
 * organizations with the role in each (sessions read the role here on every request, so a change applies at
 * the next one); `read.user_names`: names for the audit trail, kept for good; `read.user_name_history`: each name
 * from the log position it held, so the trail names an actor as they were called when they acted;
 * `read.notification_mail_preferences`: each person's choice of notification e-mails.
 */
export const usersProjection: Projection = {
  name: READ_MODELS.users.projection,
  tables: READ_MODELS.users.tables,
  eventTypes: [
    'UserRegistered',
    'UserJoinedOrganization',
    'UserRemoved',
    'UserRoleChanged',
    'UserProfileChanged',
    'NotificationMailPreferenceSet',
  ],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events as readonly (RecordedEvent & UserEvent)[]) {
      switch (event.type) {
        case 'UserRegistered':
          await registered(tx, event.data);
          await nameFrom(tx, event.data.userId, event.position);
          await joined(tx, event.data, event.position);
          break;
        case 'UserJoinedOrganization':
          await joined(tx, event.data, event.position);
          break;
        case 'UserRoleChanged':
          await tx.query(
            'update read.memberships set role = $3 where user_id = $1 and organization_id = $2',
            [event.data.userId, event.data.organizationId, event.data.role],
          );
          break;
        case 'UserRemoved':
          await removed(tx, event.data);
          break;
        case 'UserProfileChanged':
          await profileChanged(tx, event.data);
          if (event.data.changes.some((c) => c.field !== 'jobTitle'))
            await nameFrom(tx, event.data.userId, event.position);
          break;
        case 'NotificationMailPreferenceSet':
          await tx.query(
            `insert into read.notification_mail_preferences (user_id, email_enabled, muted_kinds)
             values ($1, $2, $3::jsonb)
             on conflict (user_id) do update set email_enabled = excluded.email_enabled,
               muted_kinds = excluded.muted_kinds`,
            [event.data.userId, event.data.emailEnabled, JSON.stringify(event.data.mutedKinds)],
          );
          break;
      }
    }
  },
};

async function registered(
  tx: SqlClient,
  u: Extract<UserEvent, { type: 'UserRegistered' }>['data'],
): Promise<void> {
  await tx.query(
    `insert into read.users (user_id, email, first_name, last_name, job_title) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set email = excluded.email, first_name = excluded.first_name,
       last_name = excluded.last_name, job_title = excluded.job_title`,
    [u.userId, u.email, u.firstName, u.lastName, u.jobTitle],
  );
  await tx.query(
    `insert into read.user_names (user_id, first_name, last_name) values ($1, $2, $3)
     on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name`,
    [u.userId, u.firstName, u.lastName],
  );
}

const PROFILE_COLUMNS = { firstName: 'first_name', lastName: 'last_name', jobTitle: 'job_title' } as const;

/**
 * Each changed field takes its new value in read.users (someone no longer in any organization has no row there:
 * nothing to update) and, for names, in read.user_names, so the audit trail shows the name the person uses now.
 */
async function profileChanged(
  tx: SqlClient,
  p: Extract<UserEvent, { type: 'UserProfileChanged' }>['data'],
): Promise<void> {
  for (const { field, after } of p.changes) {
    const column = PROFILE_COLUMNS[field];
    await tx.query(`update read.users set ${column} = $2 where user_id = $1`, [p.userId, after]);
    if (field !== 'jobTitle')
      await tx.query(`update read.user_names set ${column} = $2 where user_id = $1`, [p.userId, after]);
  }
}

/** The person's name (as read.user_names now holds it) from this log position on. */
async function nameFrom(tx: SqlClient, userId: string, position: bigint): Promise<void> {
  await tx.query(
    `insert into read.user_name_history (user_id, from_position, first_name, last_name)
     select user_id, $2, first_name, last_name from read.user_names where user_id = $1
     on conflict (user_id, from_position) do update set first_name = excluded.first_name,
       last_name = excluded.last_name`,
    [userId, position.toString()],
  );
}

async function joined(
  tx: SqlClient,
  m: { userId: string; organizationId: string; role: string },
  position: bigint,
): Promise<void> {
  await tx.query(
    `insert into read.memberships (user_id, organization_id, role, joined_position) values ($1, $2, $3, $4)
     on conflict (user_id, organization_id) do update set role = excluded.role`,
    [m.userId, m.organizationId, m.role, position.toString()],
  );
}

/** Out of their last organization, a person has no row in read.users: sign-in finds no account for them. */
async function removed(tx: SqlClient, m: { userId: string; organizationId: string }): Promise<void> {
  await tx.query('delete from read.memberships where user_id = $1 and organization_id = $2', [
    m.userId,
    m.organizationId,
  ]);
  await tx.query(
    `delete from read.users u where u.user_id = $1
       and not exists (select 1 from read.memberships m where m.user_id = u.user_id)`,
    [m.userId],
  );
}
