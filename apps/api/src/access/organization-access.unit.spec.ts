import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationEvent,
  PLAN_PERMISSIONS,
} from '@ghg/domain';
import { accessViewOf, organizationAccessOf } from './organization-access.js';

const organizationId = 'org-1';
const given = (...events: OrganizationEvent[]) => events.reduce(evolveOrganization, initialOrganizationState);
const registered: OrganizationEvent = {
  type: 'OrganizationRegistered',
  data: { organizationId, name: 'Acme', country: 'PL', demo: false },
};
const plan = (planName: 'Freemium' | 'FullAccess', expiresAt: string | null = null): OrganizationEvent => ({
  type: 'PlanAssigned',
  data: { organizationId, planName, permissions: [...PLAN_PERMISSIONS[planName]], expiresAt, changes: [] },
});
const now = new Date('2026-06-01T00:00:00.000Z');

describe('organization access: what users/me and the guard read', () => {
  it('an organization from before plans has unknown permissions: full access, no dialog but scope3 and the sidebar ones', () => {
    const view = accessViewOf(organizationAccessOf(given(registered), now));
    expect(view).toMatchObject({
      planName: null,
      permissions: null,
      planClass: 'standard',
      organizationStatus: 'active',
    });
    expect(view.upgradeDialogs).toEqual({
      global: null,
      scope3: 'scope3',
      'reduction-plans': null,
      'generate-report': 'generate-report',
      sidebar: 'custom-plan',
    });
  });

  it('freemium opens the dialog of each place', () => {
    const view = accessViewOf(organizationAccessOf(given(registered, plan('Freemium')), now));
    expect(view.planClass).toBe('freemium');
    expect(view.upgradeDialogs).toMatchObject({
      global: 'global-upgrade',
      'reduction-plans': 'reduction-plans',
    });
  });

  it('a freemium past its expiry is expired and every place opens freemium-expired; the expiry instant is still active', () => {
    const expired = organizationAccessOf(
      given(registered, plan('Freemium', '2026-05-31T23:59:59.000Z')),
      now,
    );
    expect(expired.status).toBe('expired');
    expect(Object.values(accessViewOf(expired).upgradeDialogs)).toEqual(Array(5).fill('freemium-expired'));
    expect(organizationAccessOf(given(registered, plan('Freemium', now.toISOString())), now).status).toBe(
      'active',
    );
    // Expiry limits freemium only.
    expect(
      organizationAccessOf(given(registered, plan('FullAccess', '2020-01-01T00:00:00.000Z')), now).status,
    ).toBe('active');
  });

  it('a blocked organization is blocked whatever its plan', () => {
    const blocked = organizationAccessOf(
      given(registered, plan('FullAccess'), {
        type: 'OrganizationBlocked',
        data: { organizationId, changes: [] },
      }),
      now,
    );
    expect(blocked).toMatchObject({ status: 'blocked', planClass: 'blocked' });
    expect(accessViewOf(blocked).upgradeDialogs.global).toBe('freemium-expired');
  });
});
