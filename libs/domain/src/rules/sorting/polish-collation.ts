/**
 * Spec §9: sorting uses the Polish locale, case-insensitive. In Polish collation 'ą', 'ć', 'ł' … are letters
 * of their own ('a' < 'ą' < 'b'), so sensitivity 'base' ignores only case, not these diacritics.
 */
const polishCollator = new Intl.Collator('pl', { sensitivity: 'base' });

export function comparePolish(a: string, b: string): number {
  return polishCollator.compare(a, b);
}

export type SortDirection = 'asc' | 'desc';

/** A new array sorted by the text `key` picks, Polish order; the sort is stable, the input untouched. */
export function sortBy<T>(
  items: readonly T[],
  key: (item: T) => string,
  direction: SortDirection = 'asc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((x, y) => sign * comparePolish(key(x), key(y)));
}
