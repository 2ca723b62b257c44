import type { SqlClient } from '@ghg/database';

/**
 * Whether an address already has an account (anywhere: accounts are per person, not per organization) or an
 * open invitation of this organization. Spec §5 answers both with 'This email already exists'.
 */
export async function emailAlreadyExists(
  db: SqlClient,
  email: string,
  organizationId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from read.users where lower(email) = $1
     union all select 1 from auth.local_accounts where email = $1
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
