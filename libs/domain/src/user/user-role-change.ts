import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from './roles.js';
import { requireManageable } from './user-management-rules.js';
import { roleIn, type UserMemberships } from './user-memberships.js';
import type { UserEvent } from './user.events.js';

/** The roles an administrator hands out inside their organization (provider roles are not theirs to give). */
export const ORGANIZATION_ROLES = ['administrator', 'member', 'auditor'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const isOrganizationRole = (value: unknown): value is OrganizationRole =>
  typeof value === 'string' && (ORGANIZATION_ROLES as readonly string[]).includes(value);

/**
 * `organizationId`, `actorId` and `actorRole` are the acting administrator's, from the session;
 * `administratorsInOrganization` counts the organization's administrators now (a user stream cannot see the
 * others), so the last one cannot leave the organization without anyone to manage it. `confirmSelf`: the
 * administrator confirmed changing their own role (user-management-rules.ts).
 */
export type ChangeUserRole = {
  type: 'ChangeUserRole';
  data: {
    userId: string;
    role: OrganizationRole;
    organizationId: string;
    actorId: string;
    actorRole: ActorRole;
    administratorsInOrganization: number;
    confirmSelf?: boolean;
  };
};

export function decideRoleChange(command: ChangeUserRole, state: UserMemberships): UserEvent[] {
  const { userId, role, organizationId, actorId, actorRole, administratorsInOrganization } = command.data;
  if (actorRole !== 'administrator')
    throw new DomainError('FORBIDDEN', 'Only an administrator can change roles');
  const current = roleIn(state, organizationId);
  // Someone of another organization (or removed) is answered like an unknown person: nothing leaks.
  if (current === undefined) throw new DomainError('ORGANIZATION_NOT_FOUND', `User ${userId} not found`);
  if (!isOrganizationRole(role))
    throw new DomainError('VALIDATION_ERROR', 'Validation error', [{ path: 'role', code: 'invalid_value' }]);
  if (current === role) return [];
  requireManageable({
    targetRole: current,
    targetIsSelf: userId === actorId,
    loses: current === 'administrator' ? 'administrator' : 'nothing',
    administratorsInOrganization,
    confirmSelf: command.data.confirmSelf === true,
  });
  return [
    {
      type: 'UserRoleChanged',
      data: { userId, organizationId, role, previousRole: current },
    },
  ];
}
