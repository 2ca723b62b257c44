import type { QuestionStatusKey, SectionView } from '@ghg/contracts';

export const SCOPE_NUMBERS = [1, 2, 3] as const;
export type ScopeNumber = (typeof SCOPE_NUMBERS)[number];
export type ScopeKey = 'scope-1' | 'scope-2' | 'scope-3';

export function scopeKeyOf(n: ScopeNumber): ScopeKey {
  return `scope-${n}`;
}

/** '/report/scope-2/…' → 2; null outside a scope page. */
export function scopeNumberOfPath(path: string): ScopeNumber | null {
  const match = /\/report\/scope-([123])(\/|$)/.exec(path);
  return match ? (Number(match[1]) as ScopeNumber) : null;
}

export function wizardPath(n: ScopeNumber, questionId: string): string {
  return `/report/scope-${n}/${questionId}/questions-1`;
}

/** Spec §6: a module is open when the permission list is unknown or contains it. */
export function hasModule(permissions: readonly string[] | null | undefined, module: string): boolean {
  return permissions === null || permissions === undefined || permissions.includes(module);
}

/** Spec §4: an unknown question counts as not started. */
export function statusOf(
  statuses: ReadonlyMap<string, { status: QuestionStatusKey; progress: number }>,
  section: Pick<SectionView, 'key'>,
): { status: QuestionStatusKey; progress: number } {
  return statuses.get(section.key) ?? { status: 'notstarted', progress: 0 };
}
