import type { PasswordRule } from '@ghg/contracts';
import type { Db } from '@ghg/database';

/**
 * The rule a new password follows: the administrator's rule for someone who administers any of their
 * organizations (their account may open that organization), the registration rule otherwise.
 */
export async function passwordRuleOf(db: Db, userId: string): Promise<PasswordRule> {
  const { rows } = await db.query<{ administers: boolean }>(
    `select exists (select 1 from read.memberships where user_id = $1 and role = 'administrator') as administers`,
    [userId],
  );
  return rows[0]?.administers ? 'admin' : 'registration';
}
