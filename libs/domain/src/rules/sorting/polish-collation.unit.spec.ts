import fc from 'fast-check';
import { comparePolish, sortBy } from './polish-collation.js';

describe('Polish sorting', () => {
  it('given Polish letters, when sorted, then each is a letter of its own after its base letter', () => {
    const names = ['Łódź', 'Zamość', 'Lublin', 'Ćmielów', 'Cieszyn', 'Żywiec', 'Ełk', 'Ząbki'];
    expect(sortBy(names, (n) => n)).toEqual([
      'Cieszyn',
      'Ćmielów',
      'Ełk',
      'Lublin',
      'Łódź',
      'Zamość',
      'Ząbki',
      'Żywiec',
    ]);
  });

  it('given names differing only in case, when compared, then equal', () => {
    expect(comparePolish('warszawa', 'WARSZAWA')).toBe(0);
    expect(comparePolish('apple', 'Banana')).toBeLessThan(0);
    expect(comparePolish('Ąb', 'aZ')).toBeGreaterThan(0);
  });

  it('given objects and desc, when sorted by a key, then reversed order and the input untouched', () => {
    const items = [{ name: 'b' }, { name: 'A' }, { name: 'c' }];
    expect(sortBy(items, (i) => i.name, 'desc').map((i) => i.name)).toEqual(['c', 'b', 'A']);
    expect(items.map((i) => i.name)).toEqual(['b', 'A', 'c']);
  });

  it('is antisymmetric and produces an ordered permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 30 }), (words) => {
        const sorted = sortBy(words, (w) => w);
        expect([...sorted].sort()).toEqual([...words].sort());
        sorted
          .slice(1)
          .forEach((w, i) => expect(comparePolish(sorted[i] as string, w)).toBeLessThanOrEqual(0));
        for (const w of words.slice(0, 5)) {
          expect(Math.sign(comparePolish(w, 'm'))).toBe(-Math.sign(comparePolish('m', w)) || 0);
        }
      }),
    );
  });
});
