import type { MeView } from '@ghg/contracts';
import { firstInstantAfter, MeViewMemo } from './me-view-memo.js';

const view = (name: string) => ({ firstName: name }) as MeView;

describe('MeViewMemo: a users/me view serves until an append or its first expiry', () => {
  it('serves the kept view while nothing is appended and the clock is before its expiry', () => {
    const memo = new MeViewMemo();
    memo.set('u|o|member', { view: view('Ada'), appends: 3, validUntilMs: 1_000 });
    expect(memo.get('u|o|member', 3, 999)?.firstName).toBe('Ada');
    expect(memo.get('u|o|admin', 3, 999)).toBeUndefined();
  });

  it('hands out the view frozen, nested lists included: a caller that changed it would change later answers', () => {
    const memo = new MeViewMemo();
    memo.set('k', {
      view: { firstName: 'Ada', companies: [{ name: 'A' }] } as unknown as MeView,
      appends: 0,
      validUntilMs: Infinity,
    });
    const kept = memo.get('k', 0, 0) as unknown as { firstName: string; companies: { name: string }[] };
    expect(() => (kept.firstName = 'Eve')).toThrow(TypeError);
    expect(() => kept.companies.push({ name: 'B' })).toThrow(TypeError);
    expect(() => (kept.companies[0]!.name = 'B')).toThrow(TypeError);
  });

  it('drops it at the first append after it was built', () => {
    const memo = new MeViewMemo();
    memo.set('k', { view: view('Ada'), appends: 3, validUntilMs: Infinity });
    expect(memo.get('k', 4, 0)).toBeUndefined();
    // Dropped, not set aside: asking again with the old count finds nothing.
    expect(memo.get('k', 3, 0)).toBeUndefined();
  });

  it('drops it at the instant a plan expires, with no event', () => {
    const memo = new MeViewMemo();
    memo.set('k', { view: view('Ada'), appends: 0, validUntilMs: 1_000 });
    expect(memo.get('k', 0, 1_000)).toBeUndefined();
  });

  it('firstInstantAfter: the earliest future instant, ignoring past ones and none', () => {
    expect(firstInstantAfter(100, [null, 50, 300, 200])).toBe(200);
    expect(firstInstantAfter(100, [100, null])).toBe(Infinity);
    expect(firstInstantAfter(100, [])).toBe(Infinity);
  });
});
