import { type ActorRole } from '../user/roles.js';
import { decideOrganization, type OrganizationCommand } from './organization.decide.js';
import type { OrganizationEvent } from './organization.events.js';
import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationState,
} from './organization.state.js';
import { refusal } from '../shared/refusal.test.js';

const organizationId = 'org-1';
const registered = evolveOrganization(initialOrganizationState, {
  type: 'OrganizationRegistered',
  data: { organizationId, name: 'Acme', country: 'PL', demo: false },
});
const block = (period: string, role: ActorRole = 'provider-staff'): OrganizationCommand => ({
  type: 'BlockPeriod',
  data: { organizationId, period, role },
});
const unblock = (period: string, role: ActorRole = 'provider-supervisor'): OrganizationCommand => ({
  type: 'UnblockPeriod',
  data: { organizationId, period, role },
});
const run = (
  state: OrganizationState,
  command: OrganizationCommand,
): [OrganizationEvent[], OrganizationState] => {
  const events = decideOrganization(command, state);
  return [events, events.reduce(evolveOrganization, state)];
};

describe('organization: blocked periods', () => {
  it('provider staff block a month; the event records it and the state holds it', () => {
    const [events, state] = run(registered, block('2025-03'));
    expect(events).toEqual([
      {
        type: 'PeriodBlocked',
        data: {
          organizationId,
          period: '2025-03',
          changes: [{ field: 'blockedPeriod', before: null, after: '2025-03' }],
        },
      },
    ]);
    expect([...state.blockedPeriods]).toEqual(['2025-03']);
  });

  it('a provider supervisor blocks and unblocks; unblocking reopens only that month', () => {
    const [, twoBlocked] = run(run(registered, block('2025-03', 'provider-supervisor'))[1], block('2025-04'));
    const [events, state] = run(twoBlocked, unblock('2025-03'));
    expect(events).toEqual([
      {
        type: 'PeriodUnblocked',
        data: {
          organizationId,
          period: '2025-03',
          changes: [{ field: 'blockedPeriod', before: '2025-03', after: null }],
        },
      },
    ]);
    expect([...state.blockedPeriods]).toEqual(['2025-04']);
  });

  it('is idempotent: blocking a blocked month or unblocking an open one appends nothing', () => {
    const [, blocked] = run(registered, block('2025-03'));
    expect(decideOrganization(block('2025-03'), blocked)).toEqual([]);
    expect(decideOrganization(unblock('2025-05'), blocked)).toEqual([]);
  });

  it.each(['administrator', 'member', 'auditor'] as const)('refuses %s to block or unblock', (role) => {
    const [, blocked] = run(registered, block('2025-03'));
    expect(refusal(() => decideOrganization(block('2025-04', role), blocked)).code).toBe('FORBIDDEN');
    expect(refusal(() => decideOrganization(unblock('2025-03', role), blocked)).code).toBe('FORBIDDEN');
  });

  it('only a provider supervisor unblocks: provider staff are refused', () => {
    const [, blocked] = run(registered, block('2025-03'));
    expect(refusal(() => decideOrganization(unblock('2025-03', 'provider-staff'), blocked)).code).toBe(
      'FORBIDDEN',
    );
  });

  it.each(['2025-13', '2025-00', '03-2025', '2025-3', '', 'March'])('refuses the period %p', (period) => {
    expect(refusal(() => decideOrganization(block(period), registered))).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'period', code: 'invalid_format' }],
    });
    expect(refusal(() => decideOrganization(unblock(period), registered)).code).toBe('VALIDATION_ERROR');
  });

  it('refuses an organization that was never registered', () => {
    expect(refusal(() => decideOrganization(block('2025-03'), initialOrganizationState)).code).toBe(
      'ORGANIZATION_NOT_FOUND',
    );
  });
});
