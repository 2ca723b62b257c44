/** The roles an administrator hands out in their company (the server refuses any other). */
export const ORGANIZATION_ROLES = ['administrator', 'member', 'auditor'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const isOrganizationRole = (value: string): value is OrganizationRole =>
  (ORGANIZATION_ROLES as readonly string[]).includes(value);

export interface RolePermissions {
  /** The plan's modules the role works in; null: the plan names none, so every module is open (spec §6). */
  modules: readonly string[] | null;
  editAnswers: boolean;
  manageUsers: boolean;
  readAudit: boolean;
}

/**
 * Spec §2 "check permissions": what a person of this role may do under the organization's plan. The same rules
 * as the server's (domain user/roles.ts, invitations' requireAdministrator): people of the company enter data,
 * an auditor reads everything and changes nothing, only administrators manage users; everyone reads the audit trail.
 */
export function rolePermissions(role: string, planModules: readonly string[] | null): RolePermissions {
  return {
    modules: planModules,
    editAnswers: role === 'administrator' || role === 'member',
    manageUsers: role === 'administrator',
    readAudit: isOrganizationRole(role),
  };
}
