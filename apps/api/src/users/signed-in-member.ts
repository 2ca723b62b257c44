import type { Db } from '@ghg/database';

/** The signed-in person's user and organization: by subject (embedded provider), else by verified email. */
export async function memberOf(
  db: Db,
  claims: Record<string, unknown>,
): Promise<{ userId: string; organizationId: string } | null> {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : '';
  const { rows } = await db.query<{ user_id: string; organization_id: string }>(
    `select user_id, organization_id from read.users where user_id = $1
     union all select user_id, organization_id from read.users where $2 <> '' and lower(email) = lower($2)
     limit 1`,
    [sub, email],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, organizationId: row.organization_id } : null;
}
