import type { RecordedEvent } from '@ghg/event-store';
import { auditRowsOf } from './audit-log-rows.js';

const event = (type: string, data: unknown): RecordedEvent => ({
  eventId: '0b0b7a4e-1111-4222-8333-444455556666',
  type,
  streamId: 'organization-o1',
  revision: 3,
  position: 42n,
  data,
  recordedAt: '2026-11-22T10:00:00.000Z',
  metadata: {
    actorId: 'u1',
    organizationId: 'o1',
    correlationId: 'c1',
    causationId: 'c1',
    occurredAt: '2026-11-22T10:00:00.000Z',
    source: { channel: 'graphql' },
  },
});

describe('audit rows: every event explained to people', () => {
  it('gives one row per changed field with before and after, in the order of the changes', () => {
    const rows = auditRowsOf(
      event('InitialQuestionsAnswered', {
        changes: [
          { field: 'country', before: null, after: 'PL' },
          { field: 'industry', before: 'BANKING', after: 'RETAIL' },
        ],
      }),
    );
    expect(rows.map((r) => [r.ordinal, r.field, r.before, r.after])).toEqual([
      [0, 'country', null, 'PL'],
      [1, 'industry', 'BANKING', 'RETAIL'],
    ]);
    expect(rows[0]).toMatchObject({
      position: '42',
      actor_id: 'u1',
      organization_id: 'o1',
      source: { channel: 'graphql' },
    });
  });

  it('keeps an event without field changes as one row carrying its payload', () => {
    const rows = auditRowsOf(event('OrganizationRegistered', { name: 'Acme' }));
    expect(rows).toEqual([
      expect.objectContaining({ ordinal: 0, field: null, before: null, after: { name: 'Acme' } }),
    ]);
  });
});
