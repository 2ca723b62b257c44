/** One organization of the signed-in person in "Your companies". */
export interface OrganizationEntry {
  organizationId: string;
  /** Known for the selected organization only (users/me names it); the others show their id. */
  name: string | null;
  selected: boolean;
}

/** users/me's organizations, the session's one first (it is where the person works now). */
export function organizationEntries(me: {
  organizations: readonly string[];
  selectedOrgId: string;
  organizationName: string;
}): OrganizationEntry[] {
  const ids = me.organizations.includes(me.selectedOrgId)
    ? me.organizations
    : [me.selectedOrgId, ...me.organizations];
  return [...new Set(ids)]
    .map((organizationId) => ({
      organizationId,
      name: organizationId === me.selectedOrgId ? me.organizationName : null,
      selected: organizationId === me.selectedOrgId,
    }))
    .sort((a, b) => Number(b.selected) - Number(a.selected));
}
