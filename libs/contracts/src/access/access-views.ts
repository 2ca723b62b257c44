import { z } from 'zod';

/** Places of the web that open an upgrade dialog (domain rules/access/upgrade-dialog.ts). */
export type UpgradePlaceView = 'global' | 'scope3' | 'reduction-plans' | 'generate-report' | 'sidebar';
export type UpgradeDialogView =
  'global-upgrade' | 'scope3' | 'reduction-plans' | 'generate-report' | 'custom-plan' | 'freemium-expired';
export type PlanClassView = 'blocked' | 'freemium' | 'freemium-plus' | 'standard';
/** active; blocked by provider staff; expired: a freemium plan past its expiry (locked like blocked). */
export type OrganizationStatusView = 'active' | 'blocked' | 'expired';

/** What the current user's organization may use: the server decides, the web greys out and opens dialogs. */
export interface AccessView {
  planName: string | null;
  planClass: PlanClassView;
  /** null: unknown (an organization from before plans), every module open as spec §6 says. */
  permissions: string[] | null;
  organizationStatus: OrganizationStatusView;
  /** The dialog each place opens for this plan class; null: none. */
  upgradeDialogs: Record<UpgradePlaceView, UpgradeDialogView | null>;
  freemiumExpiresAt: string | null;
}

/** GET /api/organizations/:orgId/plan (spec §7: name and resources). */
export interface PlanView {
  name: string | null;
  resources: string[] | null;
  planClass: PlanClassView;
  expiresAt: string | null;
}

/**
 * GET /api/organizations/:selectedOrgId. entities: the locations of the organization (spec §3, §7), Polish order;
 * empty until an administrator adds one (the organization itself is not an entity).
 */
export interface OrganizationView {
  organizationId: string;
  name: string;
  status: OrganizationStatusView;
  entities: { entityId: string; name: string }[];
  /** Spec §3: the address given at registration, with the country; null parts were never given. */
  address: { street: string | null; postalCode: string | null; city: string | null; country: string | null };
  /** Spec §1, §3: the partner programme key; null: none. */
  partnership: 'bankBooster' | 'groupOfCompanies' | null;
  tags: string[];
  /** Spec §3: status of each answered question (notstarted, inprogress, tofix, completed) by question id. */
  questionsStatus: Record<string, string>;
  /** The group it belongs to; null: none. */
  parentOrganizationId: string | null;
}

/** GET /api/organizations/:orgId/structure: a group and its companies' totals rolled up (all periods). */
export interface OrganizationStructureView {
  organizationId: string;
  name: string;
  /** The group's own total, kg CO2e. */
  ownCo2eKg: number;
  companies: { organizationId: string; name: string; co2eKg: number }[];
  /** Own total plus every company's, kg CO2e. */
  rolledUpCo2eKg: number;
}

/** One row of the back-office list of organizations. */
export interface BackofficeOrganizationView {
  organizationId: string;
  name: string;
  demo: boolean;
  planName: string | null;
  planClass: PlanClassView;
  planLabel: { pl: string; en: string };
  status: 'active' | 'blocked';
  blockedMonths: number;
  /** Spec §1: the partner programme selecting the footer; null: none. */
  partnership: 'bankBooster' | 'groupOfCompanies' | null;
  tags: string[];
  /** The group it belongs to (module moreThanOneOrganizationStructure of that group). */
  parentOrganizationId: string | null;
}

export const BACKOFFICE_PLAN_NAMES = ['Freemium', 'FreemiumPlus', 'FullAccess'] as const;
export const assignPlanInputSchema = z
  .object({
    planName: z.enum(BACKOFFICE_PLAN_NAMES),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type AssignPlanInput = z.infer<typeof assignPlanInputSchema>;

/** Codes of a 403 answer caused by the plan or the organization's status. */
export const ACCESS_DENIAL_CODES = ['MODULE_NOT_IN_PLAN', 'ORGANIZATION_BLOCKED'] as const;

/** Spec §1 partner branding: the programme keys the back office sets (footer: bank booster with the EU image). */
export const PARTNERSHIP_KEYS = ['bankBooster', 'groupOfCompanies'] as const;
export type PartnershipKey = (typeof PARTNERSHIP_KEYS)[number];
/** Request values are never null (spec §5 request shape): 'none' clears the programme, '' the group. */
export const setPartnershipInputSchema = z
  .object({ partnership: z.enum([...PARTNERSHIP_KEYS, 'none']) })
  .strict();
export const setOrganizationTagsInputSchema = z
  .object({ tags: z.array(z.string().max(40)).max(20) })
  .strict();
export const setParentOrganizationInputSchema = z
  .object({ parentOrganizationId: z.string().max(100) })
  .strict();

/** Locations as departments: the period's emissions by the location rows name (kg CO2e), then the unassigned. */
export interface EmissionsByLocationView {
  locations: { locationId: string; name: string; co2eKg: number }[];
  unassignedCo2eKg: number;
}

/** Back office: whether the client bought verification (the provider's staff then verify its rows). */
export const setVerificationPurchasedInputSchema = z.object({ purchased: z.boolean() });
