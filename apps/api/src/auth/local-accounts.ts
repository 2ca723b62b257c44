import type { SqlClient } from '@ghg/database';
import { hashPassword, verifyPassword } from './password-hash.js';

/** Accounts of the embedded identity provider: email + password hash, kept out of the event log. */
export class LocalAccounts {
  constructor(private readonly db: SqlClient) {}

  /** Creates the account when missing; an existing password is left alone (a restart does not reset it). */
  async ensure(account: { userId: string; email: string; password: string }): Promise<boolean> {
    const existing = await this.db.query('select 1 from auth.local_accounts where user_id = $1', [
      account.userId,
    ]);
    if (existing.rows.length > 0) return false;
    const hash = await hashPassword(account.password);
    const inserted = await this.db.query(
      `insert into auth.local_accounts (user_id, email, password_hash) values ($1, $2, $3)
       on conflict do nothing returning user_id`,
      [account.userId, account.email.toLowerCase(), hash],
    );
    return inserted.rows.length > 0;
  }

  /**
   * Makes the account's password this one, creating the account when missing (the demo accounts when
   * DEMO_PASSWORD is given: changing it and restarting really changes it). True when something was written.
   */
  async setPassword(account: { userId: string; email: string; password: string }): Promise<boolean> {
    const { rows } = await this.db.query<{ password_hash: string }>(
      'select password_hash from auth.local_accounts where user_id = $1',
      [account.userId],
    );
    const current = rows[0]?.password_hash;
    if (current === undefined) return this.ensure(account);
    if (await verifyPassword(account.password, current)) return false;
    await this.db.query('update auth.local_accounts set password_hash = $2 where user_id = $1', [
      account.userId,
      await hashPassword(account.password),
    ]);
    return true;
  }

  /** The account's e-mail (the key its sign-in attempts are counted under), null without a local account. */
  async emailOf(userId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ email: string }>(
      'select email from auth.local_accounts where user_id = $1',
      [userId],
    );
    return rows[0]?.email ?? null;
  }

  /** The user id when email and password match, otherwise null (same answer for unknown email and wrong password). */
  async verify(email: string, password: string): Promise<string | null> {
    const { rows } = await this.db.query<{ user_id: string; password_hash: string }>(
      'select user_id, password_hash from auth.local_accounts where email = $1',
      [email.trim().toLowerCase()],
    );
    const row = rows[0];
    // Hash anyway for an unknown email, so the answer time does not reveal which emails exist.
    const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
    return row && ok ? row.user_id : null;
  }

  /**
   * Replaces the person's password when `currentPassword` is right; null when it is not (or there is no local
   * account), and nothing changes. The update names the hash it checked, so of two changes at once only one
   * goes through. `undo` puts the old hash back while no other change came in between: the caller records the
   * change as an event after this and takes it back if that fails.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ undo(): Promise<void> } | null> {
    const { rows } = await this.db.query<{ password_hash: string }>(
      'select password_hash from auth.local_accounts where user_id = $1',
      [userId],
    );
    const previous = rows[0]?.password_hash;
    if (!(await verifyPassword(currentPassword, previous ?? DUMMY_HASH)) || !previous) return null;
    const next = await hashPassword(newPassword);
    const replace = (from: string, to: string) =>
      this.db.query<{ user_id: string }>(
        `update auth.local_accounts set password_hash = $3 where user_id = $1 and password_hash = $2
         returning user_id`,
        [userId, from, to],
      );
    if ((await replace(previous, next)).rows.length === 0) return null;
    return { undo: async () => void (await replace(next, previous)) };
  }
}

/**
 * A reset link's new password: replaces the hash whatever it was (no current password to check; the link is
 * the proof). Null without a local account. `undo` as for changePassword.
 */
export async function setPassword(
  db: SqlClient,
  userId: string,
  newPassword: string,
): Promise<{ undo(): Promise<void> } | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from auth.local_accounts where user_id = $1',
    [userId],
  );
  const previous = rows[0]?.password_hash;
  if (!previous) return null;
  const next = await hashPassword(newPassword);
  const replace = (from: string, to: string) =>
    db.query('update auth.local_accounts set password_hash = $3 where user_id = $1 and password_hash = $2', [
      userId,
      from,
      to,
    ]);
  await replace(previous, next);
  return { undo: async () => void (await replace(next, previous)) };
}

const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
