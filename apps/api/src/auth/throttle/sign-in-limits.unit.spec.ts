import { DEFAULT_SIGN_IN_LIMITS, type SignInLimit } from '../../config/sign-in-limit-settings.js';
import { delayAfter, type FailureCounter, reserve, strictest, verdictOf } from './sign-in-limits.js';

const account: SignInLimit = DEFAULT_SIGN_IN_LIMITS.account;
const T0 = 1_000_000;

/** The counter after `n` attempts, each as soon as it was allowed; the last at `at`. */
function afterAttempts(n: number): { counter: FailureCounter | null; at: number } {
  let counter: FailureCounter | null = null;
  let at = T0;
  for (let i = 0; i < n; i++) {
    const verdict = verdictOf(counter, account, at);
    if (verdict.kind === 'wait') at += verdict.retryAfterMs;
    expect(verdictOf(counter, account, at).kind).toBe('allowed');
    counter = reserve(counter, account, at);
  }
  return { counter, at };
}

describe('M5 password guessing: progressive delay and lockout per key', () => {
  it('3 failures are free, then the wait doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => delayAfter(n, account))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('an attempt before the wait is over is told how long to wait; right after it, it may go', () => {
    const { counter, at } = afterAttempts(5);
    expect(verdictOf(counter, account, at + 1)).toEqual({ kind: 'wait', retryAfterMs: 3999 });
    expect(verdictOf(counter, account, at + 4000)).toEqual({ kind: 'allowed' });
  });

  it('a burst of attempts at the same moment gets 3 checked, then waits (attempts count before the check)', () => {
    let counter: FailureCounter | null = null;
    const verdicts = Array.from({ length: 90 }, () => {
      const verdict = verdictOf(counter, account, T0);
      if (verdict.kind === 'allowed') counter = reserve(counter, account, T0);
      return verdict.kind;
    });
    expect(verdicts.filter((v) => v === 'allowed')).toHaveLength(3);
  });

  it('the 10th failure locks the key for 15 minutes, even while its check is still running', () => {
    const { counter, at } = afterAttempts(10);
    expect(verdictOf(counter, account, at + 60_000)).toEqual({ kind: 'locked', until: at + 15 * 60_000 });
    const locked = { ...counter!, lockedUntil: at + 15 * 60_000 };
    expect(verdictOf(locked, account, at + 15 * 60_000 - 1).kind).toBe('locked');
    expect(verdictOf(locked, account, at + 15 * 60_000)).toEqual({ kind: 'allowed' });
    expect(reserve(locked, account, at + 15 * 60_000).failures).toBe(1);
  });

  it('a key quiet for its window starts again from zero', () => {
    const { counter, at } = afterAttempts(6);
    expect(reserve(counter, account, at + account.windowMs).failures).toBe(1);
  });

  it('of several keys, a lockout wins over a wait, and the longer wait over the shorter', () => {
    expect(
      strictest([{ kind: 'wait', retryAfterMs: 5 }, { kind: 'locked', until: 9 }, { kind: 'allowed' }]),
    ).toEqual({ kind: 'locked', until: 9 });
    expect(
      strictest([
        { kind: 'wait', retryAfterMs: 5 },
        { kind: 'wait', retryAfterMs: 7 },
      ]),
    ).toEqual({ kind: 'wait', retryAfterMs: 7 });
    expect(strictest([{ kind: 'allowed' }])).toEqual({ kind: 'allowed' });
  });
});
