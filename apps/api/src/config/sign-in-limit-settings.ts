/**
 * How many wrong passwords a key (one account, or one client address) may have before it waits, and before it
 * is locked out. Part of the API's configuration; the arithmetic on them is auth/throttle/sign-in-limits.ts.
 */
export interface SignInLimit {
  /** Failures answered at once; each one after these makes the next attempt wait longer. */
  freeFailures: number;
  /** The wait after the first failure past freeFailures, doubling with each further one up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures that lock the key out, for lockMs. */
  lockAfter: number;
  lockMs: number;
  /** A key with no failure for this long starts again from zero. */
  windowMs: number;
}

export interface SignInLimits {
  account: SignInLimit;
  address: SignInLimit;
}

const MINUTE = 60_000;

/**
 * An account: 3 failures free, then 1, 2, 4, 8, 16 s between attempts (30 s at most), locked for 15 minutes at
 * the 10th. A client address (an office behind one NAT is many people) gets more before it waits and is locked
 * out only at 100 failures in the window, which still stops guessing across many accounts.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  account: {
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    lockAfter: 10,
    lockMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  address: {
    freeFailures: 20,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    lockAfter: 100,
    lockMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
};
