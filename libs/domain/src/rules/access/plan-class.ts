import type { PermissionModule } from './permission-modules.js';

/** The permissions of the freemium plan (spec §4 "Plan label"). */
export const FREEMIUM_BASE_MODULES = [
  'scope1&2',
  'myCompanyProfile',
  'reportResultInRange',
] as const satisfies readonly PermissionModule[];

/** Modules a freemium-plus plan may add to the base set, in any combination. */
export const FREEMIUM_PLUS_OPTIONAL_MODULES = [
  'benchmarking',
  'reportGeneration',
  'predefinedReductionStrategies',
] as const satisfies readonly PermissionModule[];

/** The plan name that is freemium-plus whatever its permissions say. */
export const FREEMIUM_PLUS_SCOPE3_PLAN = 'FreemiumPlusScope3';

export const PLAN_CLASSES = ['blocked', 'freemium', 'freemium-plus', 'standard'] as const;
export type PlanClass = (typeof PLAN_CLASSES)[number];

/** The label shown for each plan class, in both languages. */
export const PLAN_LABELS: Record<PlanClass, { pl: string; en: string }> = {
  blocked: { pl: 'Zablokowany', en: 'Blocked' },
  freemium: { pl: 'Freemium', en: 'Freemium' },
  'freemium-plus': { pl: 'Freemium+', en: 'Freemium+' },
  standard: { pl: 'Pełny dostęp', en: 'Full access' },
};

export interface PlanFacts {
  /** The organization's blocked flag (spec §4 "Organization"). */
  blocked: boolean;
  /** Permission names of the plan; unknown (undefined) counts as full access, like hasModuleAccess. */
  permissions: readonly string[] | null | undefined;
  planName?: string | null;
}

/**
 * Spec §4 "Plan label", checked in the spec's order: blocked, then freemium (exactly the base set), then
 * freemium-plus (the base set plus at least one optional module and nothing else, or the FreemiumPlusScope3
 * plan name), otherwise standard ("Full access"). Permissions are compared as sets: order and repeats do
 * not matter. A FreemiumPlusScope3 plan whose permissions are exactly the base set is therefore freemium,
 * because the freemium check comes first in the spec.
 */
export function planClassOf(facts: PlanFacts): PlanClass {
  if (facts.blocked) return 'blocked';
  const granted = facts.permissions == null ? null : new Set(facts.permissions);
  const base: readonly string[] = FREEMIUM_BASE_MODULES;
  const optional: readonly string[] = FREEMIUM_PLUS_OPTIONAL_MODULES;
  if (granted) {
    const hasBase = base.every((m) => granted.has(m));
    const extras = [...granted].filter((m) => !base.includes(m));
    if (hasBase && extras.length === 0) return 'freemium';
    if (hasBase && extras.every((m) => optional.includes(m))) return 'freemium-plus';
  }
  if (facts.planName === FREEMIUM_PLUS_SCOPE3_PLAN) return 'freemium-plus';
  return 'standard';
}

export function planLabelOf(facts: PlanFacts, lang: 'pl' | 'en'): string {
  return PLAN_LABELS[planClassOf(facts)][lang];
}
