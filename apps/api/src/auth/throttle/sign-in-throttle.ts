import type { Db, SqlClient } from '@ghg/database';
import type { SignInLimit, SignInLimits } from '../../config/sign-in-limit-settings.js';
import {
  type FailureCounter,
  type LimitScope,
  type SignInVerdict,
  reserve,
  strictest,
  verdictOf,
} from './sign-in-limits.js';

/** Who is trying: the e-mail typed (or the signed-in person's), the client address, the page's language. */
export interface SignInAttempt {
  email: string;
  address: string;
  language: 'pl' | 'en';
}

/** Told once when an account's counter reaches its lockout (the caller records it and e-mails the owner). */
export type LockoutListener = (attempt: SignInAttempt, lockedUntil: Date) => Promise<void>;

interface Key {
  key: string;
  scope: LimitScope;
  limit: SignInLimit;
}

interface Row {
  key: string;
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * M5: the limit on password guessing, per account and per client address, for every path that checks a password
 * (the embedded provider's login form, the password change). The counters are rows of auth.sign_in_throttle,
 * so every API instance on the database counts together. An attempt is counted as a failure before the
 * password is checked (`begin`, in one transaction with row locks) and forgiven when it was right (`succeeded`):
 * parallel guesses cannot slip between the check and the count.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
    private readonly onLockout: LockoutListener,
    private readonly now: () => number = Date.now,
  ) {}

  /** 'allowed' (and counted), or why not: a wait (progressive delay) or a lockout. Nothing is checked then. */
  async begin(attempt: SignInAttempt): Promise<SignInVerdict> {
    const keys = this.keysOf(attempt);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const counters = await this.lockRows(tx, keys);
      const verdict = strictest(
        keys.map((k) => ({ ...verdictOf(counters.get(k.key) ?? null, k.limit, at), scope: k.scope })),
      );
      if (verdict.kind !== 'allowed') return verdict;
      for (const k of keys) {
        const next = reserve(counters.get(k.key) ?? null, k.limit, at);
        await tx.query(
          `update auth.sign_in_throttle set failures = $2, last_failure_at = $3, locked_until = null where key = $1`,
          [k.key, next.failures, new Date(next.lastFailureAt).toISOString()],
        );
      }
      return verdict;
    });
  }

  /** The password was right: the account starts again from zero; the address gets this attempt back. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const [account, address] = this.keysOf(attempt);
    await this.db.query('delete from auth.sign_in_throttle where key = $1', [account!.key]);
    await this.db.query(
      'update auth.sign_in_throttle set failures = greatest(failures - 1, 0) where key = $1 and locked_until is null',
      [address!.key],
    );
  }

  /**
   * The password was wrong: the counted failure stands. When it is the one that reaches a lockout, the lockout
   * starts now (once, whichever instance gets there) and the account's owner is told; the answer says so.
   */
  async failed(attempt: SignInAttempt): Promise<SignInVerdict> {
    const at = this.now();
    const verdicts: SignInVerdict[] = [];
    for (const k of this.keysOf(attempt)) {
      const until = new Date(at + k.limit.lockMs);
      const { rows } = await this.db.query<{ key: string }>(
        `update auth.sign_in_throttle set locked_until = $3
         where key = $1 and failures >= $2 and locked_until is null returning key`,
        [k.key, k.limit.lockAfter, until.toISOString()],
      );
      if (rows.length === 0) continue;
      verdicts.push({ kind: 'locked', until: until.getTime(), scope: k.scope });
      if (k.scope === 'account') await this.onLockout(attempt, until);
    }
    // Rows no key has failed on for a day are of no use any more.
    await this.db.query(
      `delete from auth.sign_in_throttle where last_failure_at < $1 and locked_until is null`,
      [new Date(at - 24 * 3_600_000).toISOString()],
    );
    return strictest(verdicts);
  }

  private keysOf(attempt: SignInAttempt): [Key, Key] {
    return [
      { key: `account:${normalisedEmail(attempt.email)}`, scope: 'account', limit: this.limits.account },
      { key: `address:${attempt.address}`, scope: 'address', limit: this.limits.address },
    ];
  }

  private async lockRows(tx: SqlClient, keys: readonly Key[]): Promise<Map<string, FailureCounter>> {
    for (const k of keys)
      await tx.query(
        `insert into auth.sign_in_throttle (key, failures, last_failure_at) values ($1, 0, to_timestamp(0))
         on conflict (key) do nothing`,
        [k.key],
      );
    // Always in the same order (account, then address), so two instances never wait on each other in a circle.
    const { rows } = await tx.query<Row>(
      `select key, failures, last_failure_at, locked_until from auth.sign_in_throttle
       where key = $1 or key = $2 order by key for update`,
      [keys[0]!.key, keys[1]!.key],
    );
    return new Map(
      rows.map((r) => [
        r.key,
        {
          failures: r.failures,
          lastFailureAt: new Date(r.last_failure_at).getTime(),
          lockedUntil: r.locked_until ? new Date(r.locked_until).getTime() : null,
        },
      ]),
    );
  }
}
