import type { SqlClient } from '@ghg/database';

/**
 * Whether an address is already in this organization (a member, or an open invitation). Spec §5 answers both
 * with 'This email already exists'. A person with an account in another organization can be invited: they
 * accept with their account and switch between the companies in "Your companies".
 */
export async function emailAlreadyExists(
  db: SqlClient,
  email: string,
  organizationId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from read.users u join read.memberships m on m.user_id = u.user_id
       where lower(u.email) = $1 and m.organization_id = $2
     union all select 1 from read.invitations
       where lower(email) = $1 and status = 'pending' and organization_id = $2
     limit 1`,
    [email.trim().toLowerCase(), organizationId],
  );
  return rows.length > 0;
}

/** An account exists for the address (registration answers 'account already exists'). */
export async function accountExists(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from read.users where lower(email) = $1
     union all select 1 from auth.local_accounts where email = $1 limit 1`,
    [email.trim().toLowerCase()],
  );
  return rows.length > 0;
}
