import type { PlanClass } from './plan-class.js';

export type FreemiumState = 'active' | 'expired';

/**
 * Spec §4: freemium access can expire. A freemium or freemium-plus plan whose expiry date lies before `now`
 * is expired; one without an expiry date, or any other plan class, stays active (blocking is handled by the
 * plan class itself). The expiry instant itself still counts as active.
 */
export function freemiumStateOf(
  planClass: PlanClass,
  expiresAt: Date | null | undefined,
  now: Date,
): FreemiumState {
  const isFreemium = planClass === 'freemium' || planClass === 'freemium-plus';
  if (!isFreemium || expiresAt == null) return 'active';
  return expiresAt.getTime() < now.getTime() ? 'expired' : 'active';
}
