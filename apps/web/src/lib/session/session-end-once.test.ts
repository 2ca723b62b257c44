import { describe, expect, it } from 'vitest';
import { sessionEndOnce } from './session-end-once';

describe('an ended session is acted on once per page', () => {
  it('the answers of one page that arrive together send the user away once', () => {
    const first = sessionEndOnce(2000);
    expect(first('/company/users', 1_000)).toBe(true);
    expect(first('/company/users', 1_100)).toBe(false);
    expect(first('/company/users', 2_999)).toBe(false);
  });

  it('another page right after is acted on again (it would otherwise load for ever)', () => {
    const once = sessionEndOnce(2000);
    expect(once('/company/users', 1_000)).toBe(true);
    expect(once('/product', 1_200)).toBe(true);
    expect(once('/product', 1_300)).toBe(false);
  });

  it('the same page later is acted on again', () => {
    const once = sessionEndOnce(2000);
    expect(once('/audit', 1_000)).toBe(true);
    expect(once('/audit', 3_000)).toBe(true);
  });
});
