import { FREEMIUM_BASE_MODULES, FREEMIUM_PLUS_OPTIONAL_MODULES } from '../rules/access/plan-class.js';
import { PERMISSION_MODULES, type PermissionModule } from '../rules/access/permission-modules.js';
import type { ActorRole } from '../user/roles.js';

/**
 * The plans provider staff can give an organization (spec §1, §4). The plan's permission list is copied into
 * the PlanAssigned event, so changing this catalogue later never rewrites what an organization was given.
 */
export const PLAN_NAMES = ['Freemium', 'FreemiumPlus', 'FullAccess'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const PLAN_PERMISSIONS: Record<PlanName, readonly PermissionModule[]> = {
  Freemium: FREEMIUM_BASE_MODULES,
  FreemiumPlus: [...FREEMIUM_BASE_MODULES, ...FREEMIUM_PLUS_OPTIONAL_MODULES],
  FullAccess: PERMISSION_MODULES,
};

/** A company that registers itself starts on freemium; the demo company shows everything. */
export const DEFAULT_PLAN_NAME: PlanName = 'Freemium';
export const DEMO_PLAN_NAME: PlanName = 'FullAccess';

export const isPlanName = (value: unknown): value is PlanName =>
  typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);

/** Provider staff and supervisors run the back-office: plans and blocking of organizations. */
export const canManageOrganizations = (role: ActorRole): boolean =>
  role === 'provider-staff' || role === 'provider-supervisor';
