import type { RecordedEvent } from '@ghg/event-store';
import { auditColumnsOf, auditOrganizationOf } from './audit-log-rows.js';

const event = (streamId: string, metadataOrganization: string | null): RecordedEvent => ({
  eventId: '0b0b7a4e-1111-4222-8333-444455556666',
  type: 'OrganizationRegistered',
  streamId,
  revision: 0,
  position: 7n,
  data: { name: 'Freemium Demo S.A.' },
  recordedAt: '2026-11-22T10:00:00.000Z',
  metadata: {
    actorId: 'system',
    organizationId: metadataOrganization,
    correlationId: 'c1',
    causationId: 'c1',
    occurredAt: '2026-11-22T10:00:00.000Z',
    source: { channel: 'system' },
  },
});

describe('L2 seed events of the freemium demo company in the Demo company’s audit log', () => {
  it('an event of an organization’s stream is in that organization’s trail, whatever its metadata names', () => {
    const misfiled = event('organization-freemium', 'demo');
    expect(auditOrganizationOf(misfiled)).toBe('freemium');
    expect(auditColumnsOf([misfiled]).organization_id).toEqual(['freemium']);
  });

  it('other streams are keyed by the organization the command acted in (metadata)', () => {
    expect(auditOrganizationOf(event('user-u1', 'demo'))).toBe('demo');
    expect(auditOrganizationOf(event('answers-demo-vehicles', 'demo'))).toBe('demo');
    expect(auditOrganizationOf(event('user-u1', null))).toBeNull();
  });
});
