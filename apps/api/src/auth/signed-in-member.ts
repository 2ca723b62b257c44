import type { Db } from '@ghg/database';

/**
 * The signed-in person's user and the organization their session opens: found by subject (embedded
 * provider), else by verified email. A person in several organizations gets the one they last switched to,
 * else the one they joined first; someone in no organization has no account here.
 */
export async function memberOf(
  db: Db,
  claims: Record<string, unknown>,
): Promise<{ userId: string; organizationId: string } | null> {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : '';
  const { rows } = await db.query<{ user_id: string; organization_id: string }>(
    `with person as (
       select user_id from read.users where user_id = $1
       union all select user_id from read.users where $2 <> '' and lower(email) = lower($2)
       limit 1
     )
     select p.user_id, m.organization_id
       from person p join read.memberships m on m.user_id = p.user_id
       left join auth.selected_organizations s on s.user_id = m.user_id and s.organization_id = m.organization_id
      order by (s.user_id is null), m.joined_position, m.organization_id
      limit 1`,
    [sub, email],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, organizationId: row.organization_id } : null;
}
