import type { FieldChange } from './field-change.js';

/**
 * Partner programmes (spec §1 "partner branding"): the key selects the footer. A bank booster programme shows the
 * EU funding footer image; a group of companies shows none. No partnership: the plain footer.
 */
export const PARTNERSHIPS = ['bankBooster', 'groupOfCompanies'] as const;
export type Partnership = (typeof PARTNERSHIPS)[number];
export const isPartnership = (value: unknown): value is Partnership =>
  typeof value === 'string' && (PARTNERSHIPS as readonly string[]).includes(value);

export type PartnershipSet = {
  type: 'PartnershipSet';
  data: { organizationId: string; partnership: Partnership | null; changes: FieldChange[] };
};
export type OrganizationTagsSet = {
  type: 'OrganizationTagsSet';
  data: { organizationId: string; tags: string[]; changes: FieldChange[] };
};
export type ParentOrganizationSet = {
  type: 'ParentOrganizationSet';
  data: { organizationId: string; parentOrganizationId: string | null; changes: FieldChange[] };
};
/** The client bought verification (or no longer has it): the provider's staff may verify its rows. */
export type VerificationPurchaseSet = {
  type: 'VerificationPurchaseSet';
  data: { organizationId: string; purchased: boolean; changes: FieldChange[] };
};
export type OrganizationProfileEvent =
  PartnershipSet | OrganizationTagsSet | ParentOrganizationSet | VerificationPurchaseSet;
