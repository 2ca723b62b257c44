import { planClassOf } from '../rules/access/plan-class.js';
import type { ActorRole } from '../user/roles.js';
import { decideOrganization, type OrganizationCommand } from './organization.decide.js';
import type { OrganizationEvent } from './organization.events.js';
import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationState,
} from './organization.state.js';
import { PLAN_PERMISSIONS } from './organization-plans.js';
import { refusal } from '../shared/refusal.test.js';

const organizationId = 'org-1';
const run = (
  state: OrganizationState,
  command: OrganizationCommand,
): [OrganizationEvent[], OrganizationState] => {
  const events = decideOrganization(command, state);
  return [events, events.reduce(evolveOrganization, state)];
};
const register = (demo: boolean) =>
  run(initialOrganizationState, {
    type: 'RegisterOrganization',
    data: { organizationId, name: 'Acme', country: 'PL', demo },
  });
const assign = (planName: string, role: ActorRole = 'provider-staff', expiresAt: string | null = null) =>
  ({ type: 'AssignPlan', data: { organizationId, planName, expiresAt, role } }) as const;

describe('organization: plans and status', () => {
  it('a new organization starts on freemium, the demo company on full access', () => {
    const [events, state] = register(false);
    expect(events.map((e) => e.type)).toEqual(['OrganizationRegistered', 'PlanAssigned']);
    expect(state.plan?.planName).toBe('Freemium');
    expect(planClassOf({ blocked: false, permissions: state.plan?.permissions })).toBe('freemium');
    const [, demo] = register(true);
    expect(demo.plan?.planName).toBe('FullAccess');
    expect(planClassOf({ blocked: false, permissions: demo.plan?.permissions })).toBe('standard');
  });

  it('each plan of the catalogue has the plan class its name promises', () => {
    expect(planClassOf({ blocked: false, permissions: PLAN_PERMISSIONS.Freemium })).toBe('freemium');
    expect(planClassOf({ blocked: false, permissions: PLAN_PERMISSIONS.FreemiumPlus })).toBe('freemium-plus');
    expect(planClassOf({ blocked: false, permissions: PLAN_PERMISSIONS.FullAccess })).toBe('standard');
  });

  it.each(['provider-staff', 'provider-supervisor'] as const)(
    '%s changes the plan; the change is recorded',
    (role) => {
      const [, freemium] = register(false);
      const [events, state] = run(freemium, assign('FullAccess', role));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'PlanAssigned',
        data: {
          planName: 'FullAccess',
          changes: expect.arrayContaining([{ field: 'planName', before: 'Freemium', after: 'FullAccess' }]),
        },
      });
      expect(state.plan?.permissions).toContain('scope3');
      expect(decideOrganization(assign('FullAccess', role), state)).toEqual([]);
    },
  );

  it.each(['administrator', 'member', 'auditor'] as const)('refuses %s every back-office command', (role) => {
    const [, state] = register(false);
    expect(refusal(() => decideOrganization(assign('FullAccess', role), state)).code).toBe('FORBIDDEN');
    for (const type of ['BlockOrganization', 'UnblockOrganization'] as const) {
      expect(refusal(() => decideOrganization({ type, data: { organizationId, role } }, state)).code).toBe(
        'FORBIDDEN',
      );
    }
  });

  it('refuses an unknown plan name or expiry, and an organization never registered', () => {
    const [, state] = register(false);
    expect(refusal(() => decideOrganization(assign('Gold'), state)).fields).toEqual([
      { path: 'planName', code: 'invalid_value' },
    ]);
    expect(refusal(() => decideOrganization(assign('Freemium', 'provider-staff', 'soon'), state)).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(refusal(() => decideOrganization(assign('Freemium'), initialOrganizationState)).code).toBe(
      'ORGANIZATION_NOT_FOUND',
    );
  });

  it('blocks and unblocks once each; repeating appends nothing', () => {
    const [, state] = register(false);
    const block = { type: 'BlockOrganization', data: { organizationId, role: 'provider-staff' } } as const;
    const unblock = {
      type: 'UnblockOrganization',
      data: { organizationId, role: 'provider-staff' },
    } as const;
    const [blockedEvents, blocked] = run(state, block);
    expect(blockedEvents).toEqual([
      {
        type: 'OrganizationBlocked',
        data: { organizationId, changes: [{ field: 'status', before: 'active', after: 'blocked' }] },
      },
    ]);
    expect(blocked.blocked).toBe(true);
    expect(planClassOf({ blocked: blocked.blocked, permissions: blocked.plan?.permissions })).toBe('blocked');
    expect(decideOrganization(block, blocked)).toEqual([]);
    const [, reopened] = run(blocked, unblock);
    expect(reopened.blocked).toBe(false);
    expect(decideOrganization(unblock, reopened)).toEqual([]);
  });

  it('records a freemium expiry', () => {
    const [, state] = register(false);
    const [, limited] = run(state, assign('Freemium', 'provider-staff', '2026-01-31T00:00:00.000Z'));
    expect(limited.plan).toMatchObject({ planName: 'Freemium', expiresAt: '2026-01-31T00:00:00.000Z' });
  });
});
