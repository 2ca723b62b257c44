import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import type { OrganizationEvent, PlanAssigned, PlanChange } from './organization.events.js';
import type { OrganizationState } from './organization.state.js';
import { canManageOrganizations, isPlanName, PLAN_PERMISSIONS, type PlanName } from './organization-plans.js';

/** Provider staff give an organization one of the plans; expiresAt (ISO) limits a freemium plan. */
export type AssignPlan = {
  type: 'AssignPlan';
  data: { organizationId: string; planName: string; expiresAt: string | null; role: ActorRole };
};
/** Provider staff lock every feature of an organization, or give them back. */
export type BlockOrganization = {
  type: 'BlockOrganization';
  data: { organizationId: string; role: ActorRole };
};
export type UnblockOrganization = {
  type: 'UnblockOrganization';
  data: { organizationId: string; role: ActorRole };
};

export type OrganizationAccessCommand = AssignPlan | BlockOrganization | UnblockOrganization;

/** The plan event that follows a registration or an assignment: the whole plan with what changed. */
export function planAssigned(
  organizationId: string,
  planName: PlanName,
  expiresAt: string | null,
  before: OrganizationState['plan'],
): PlanAssigned {
  const permissions = [...PLAN_PERMISSIONS[planName]];
  const candidates: PlanChange[] = [
    { field: 'planName', before: before?.planName ?? null, after: planName },
    {
      field: 'permissions',
      before: before ? before.permissions.join(',') : null,
      after: permissions.join(','),
    },
    { field: 'expiresAt', before: before?.expiresAt ?? null, after: expiresAt },
  ];
  const changes = candidates.filter((change) => change.before !== change.after);
  return { type: 'PlanAssigned', data: { organizationId, planName, permissions, expiresAt, changes } };
}

export function decideOrganizationAccess(
  command: OrganizationAccessCommand,
  state: OrganizationState,
): OrganizationEvent[] {
  const { organizationId, role } = command.data;
  if (!canManageOrganizations(role)) {
    throw new DomainError('FORBIDDEN', 'Only provider staff can change plans or block organizations');
  }
  if (!state.registered)
    throw new DomainError('ORGANIZATION_NOT_FOUND', `Organization ${organizationId} not found`);
  switch (command.type) {
    case 'AssignPlan': {
      const { planName, expiresAt } = command.data;
      if (!isPlanName(planName)) {
        throw new DomainError('VALIDATION_ERROR', 'Validation error', [
          { path: 'planName', code: 'invalid_value' },
        ]);
      }
      if (expiresAt !== null && Number.isNaN(Date.parse(expiresAt))) {
        throw new DomainError('VALIDATION_ERROR', 'Validation error', [
          { path: 'expiresAt', code: 'invalid_format' },
        ]);
      }
      const event = planAssigned(organizationId, planName, expiresAt, state.plan);
      return event.data.changes.length === 0 ? [] : [event];
    }
    case 'BlockOrganization':
      if (state.blocked) return [];
      return [
        {
          type: 'OrganizationBlocked',
          data: { organizationId, changes: [{ field: 'status', before: 'active', after: 'blocked' }] },
        },
      ];
    case 'UnblockOrganization':
      if (!state.blocked) return [];
      return [
        {
          type: 'OrganizationUnblocked',
          data: { organizationId, changes: [{ field: 'status', before: 'blocked', after: 'active' }] },
        },
      ];
  }
}
