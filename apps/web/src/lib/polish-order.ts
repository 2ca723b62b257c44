/**
 * Spec §9: lists sort with the Polish locale, case-insensitive, in either language of the page: 'Łódź' between
 * 'Litwa' and 'Malta', 'Żywność' after 'Zakłady' (a code-point sort puts both after 'Z').
 */
const POLISH = new Intl.Collator('pl', { sensitivity: 'base' });

export function comparePolish(a: string, b: string): number {
  return POLISH.compare(a, b);
}

/** A copy of `items` in Polish order of their labels. */
export function sortedPolish<T>(items: readonly T[], label: (item: T) => string): T[] {
  return [...items].sort((a, b) => POLISH.compare(label(a), label(b)));
}
