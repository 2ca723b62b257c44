import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import type { Logger } from '../../config/logger.js';
import { recordOnUserStream } from '../user-security-events.js';
import type { SignInLimits } from '../../config/sign-in-limit-settings.js';
import { normalisedEmail, SignInThrottle } from './sign-in-throttle.js';

/**
 * The throttle every password check goes through. A lockout of an existing local account is recorded as
 * SignInLockedOut on the person's stream: the outbox projection turns it into an e-mail to them. An unknown
 * e-mail is counted and locked out the same (the page says the same), but no one is told.
 */
export function createSignInThrottle(
  db: Db,
  store: EventStore,
  limits: SignInLimits,
  logger: Pick<Logger, 'warn'>,
): SignInThrottle {
  return new SignInThrottle(db, limits, async (attempt, lockedUntil) => {
    const { rows } = await db.query<{ user_id: string }>(
      'select user_id from auth.local_accounts where email = $1',
      [normalisedEmail(attempt.email)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return;
    try {
      await recordOnUserStream(
        store,
        userId,
        {
          type: 'RecordSignInLockout',
          data: { userId, lockedUntil: lockedUntil.toISOString(), language: attempt.language },
        },
        { actorId: 'system', ip: attempt.address },
      );
    } catch (error) {
      // The lockout stands whether or not the notice could be recorded.
      logger.warn({ err: error, userId }, 'sign-in lockout not recorded');
    }
  });
}
