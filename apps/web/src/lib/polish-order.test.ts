import { describe, expect, it } from 'vitest';
import { comparePolish, sortedPolish } from './polish-order';

describe('Polish order (spec §9)', () => {
  it('puts Polish letters where the Polish alphabet has them, not after z', () => {
    const names = ['Żywność', 'Zakłady', 'Łotwa', 'Litwa', 'Malta', 'Ćwiczenia', 'Czechy', 'Dania'];
    expect(sortedPolish(names, (name) => name)).toEqual([
      'Czechy',
      'Ćwiczenia',
      'Dania',
      'Litwa',
      'Łotwa',
      'Malta',
      'Zakłady',
      'Żywność',
    ]);
  });

  it('ignores case', () => {
    expect(comparePolish('austria', 'Austria')).toBe(0);
    expect(sortedPolish([{ n: 'beta' }, { n: 'Alfa' }], (x) => x.n).map((x) => x.n)).toEqual([
      'Alfa',
      'beta',
    ]);
  });
});
