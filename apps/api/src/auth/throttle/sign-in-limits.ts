import type { SignInLimit } from '../../config/sign-in-limit-settings.js';

/** One key's counter as stored; times in epoch milliseconds. */
export interface FailureCounter {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** Which key refused: the page tells the owner of an account apart from everyone behind one address. */
export type LimitScope = 'account' | 'address';

export type SignInVerdict =
  | { kind: 'allowed' }
  | { kind: 'wait'; retryAfterMs: number; scope?: LimitScope }
  | { kind: 'locked'; until: number; scope?: LimitScope };

/** The wait after `failures` failures: none while free, then base doubling per failure, capped. */
export function delayAfter(failures: number, limit: SignInLimit): number {
  if (failures < limit.freeFailures) return 0;
  return Math.min(limit.baseDelayMs * 2 ** (failures - limit.freeFailures), limit.maxDelayMs);
}

/** The counter that still counts at `now`: null once its window or its lockout is over. */
export function liveCounter(
  counter: FailureCounter | null,
  limit: SignInLimit,
  now: number,
): FailureCounter | null {
  if (!counter) return null;
  if (counter.lockedUntil !== null) return now < counter.lockedUntil ? counter : null;
  return now - counter.lastFailureAt >= limit.windowMs ? null : counter;
}

/**
 * May an attempt go ahead now? Attempts are counted before the password is checked (see reserve), so
 * `failures` includes attempts still being checked: a burst of parallel guesses meets the wait and the lockout
 * as surely as guesses one after another.
 */
export function verdictOf(stored: FailureCounter | null, limit: SignInLimit, now: number): SignInVerdict {
  const counter = liveCounter(stored, limit, now);
  if (!counter) return { kind: 'allowed' };
  if (counter.lockedUntil !== null) return { kind: 'locked', until: counter.lockedUntil };
  if (counter.failures >= limit.lockAfter)
    return { kind: 'locked', until: counter.lastFailureAt + limit.lockMs };
  const ready = counter.lastFailureAt + delayAfter(counter.failures, limit);
  return now < ready ? { kind: 'wait', retryAfterMs: ready - now } : { kind: 'allowed' };
}

/** The counter once an allowed attempt is counted as a failure until it proves otherwise. */
export function reserve(stored: FailureCounter | null, limit: SignInLimit, now: number): FailureCounter {
  const counter = liveCounter(stored, limit, now);
  return { failures: (counter?.failures ?? 0) + 1, lastFailureAt: now, lockedUntil: null };
}

/** The most telling of several keys' verdicts: a lockout, else the longest wait, else allowed. */
export function strictest(verdicts: readonly SignInVerdict[]): SignInVerdict {
  const locked = verdicts.filter((v) => v.kind === 'locked');
  if (locked.length > 0) return locked.reduce((a, b) => (b.until > a.until ? b : a));
  const waits = verdicts.filter((v) => v.kind === 'wait');
  if (waits.length > 0) return waits.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a));
  return { kind: 'allowed' };
}
