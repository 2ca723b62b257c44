import type { CompanyMembershipView } from '@ghg/contracts';

/** One organization of the signed-in person in "Your companies": role, plan, status, last activity. */
export interface OrganizationEntry extends CompanyMembershipView {
  selected: boolean;
}

/**
 * users/me's companies: the session's one first (it is where the person works now), the others by name in
 * Polish order, case-insensitive (spec §9), whatever the interface language.
 */
export function organizationEntries(me: {
  companies: readonly CompanyMembershipView[];
  selectedOrgId: string;
}): OrganizationEntry[] {
  const seen = new Set<string>();
  return me.companies
    .filter((company) => !seen.has(company.organizationId) && seen.add(company.organizationId))
    .map((company) => ({ ...company, selected: company.organizationId === me.selectedOrgId }))
    .sort(
      (a, b) =>
        Number(b.selected) - Number(a.selected) ||
        a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }),
    );
}
