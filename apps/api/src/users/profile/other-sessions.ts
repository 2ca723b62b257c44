import type { SqlClient } from '@ghg/database';
import { hashOf } from '../../auth/session-store.js';
import { forgetSessionsOf } from '../../auth/session-cache.js';

/**
 * After a password change the person's other sessions end (another browser that knew the old password is
 * signed out); the session that made the change stays. Without a session cookie (API tests acting as a fixed
 * person) every session of theirs ends.
 */
export async function endOtherSessions(
  db: SqlClient,
  userId: string,
  currentSecret: string | undefined,
): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1 and id_hash <> $2', [
    userId,
    currentSecret ? hashOf(currentSecret) : '',
  ]);
  forgetSessionsOf(db, userId);
}
