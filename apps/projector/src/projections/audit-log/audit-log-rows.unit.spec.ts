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

describe('audit rows of answer events', () => {
  const row = {
    rowId: 'r1',
    table: 'vehicle-fuel',
    period: '2025-03',
    values: {},
    main: true,
    fieldType: 'other',
    order: 1,
  };

  it('names the section, and the row and month of each change', () => {
    const rows = auditRowsOf(
      event('RowUpdated', {
        questionId: 'vehicles',
        rowId: 'r1',
        period: '2025-04',
        values: { consumption: 5 },
        changes: [
          { field: 'period', before: '2025-03', after: '2025-04', rowId: 'r1', period: '2025-04' },
          { field: 'consumption', before: 3, after: 5 },
        ],
      }),
    );
    expect(rows.map((r) => [r.question_id, r.row_id, r.period, r.field])).toEqual([
      ['vehicles', 'r1', '2025-04', 'period'],
      ['vehicles', 'r1', '2025-04', 'consumption'],
    ]);
  });

  it('gives a deletion one row per deleted row, and takes a new row from data.row', () => {
    const deleted = auditRowsOf(
      event('RowsDeleted', {
        questionId: 'vehicles',
        mode: 'selected',
        rows: [row, { ...row, rowId: 'r2', period: '2025-05' }],
        keptBlocked: 0,
        changes: [
          { field: 'row', before: 'vehicle-fuel', after: null, rowId: 'r1', period: '2025-03' },
          { field: 'row', before: 'vehicle-fuel', after: null, rowId: 'r2', period: '2025-05' },
        ],
      }),
    );
    expect(deleted.map((r) => [r.ordinal, r.field, r.row_id, r.period])).toEqual([
      [0, 'row', 'r1', '2025-03'],
      [1, 'row', 'r2', '2025-05'],
    ]);
    const added = auditRowsOf(
      event('RowAdded', {
        questionId: 'vehicles',
        row,
        changes: [{ field: 'consumption', before: null, after: 1 }],
      }),
    );
    expect(added.map((r) => [r.row_id, r.period])).toEqual([['r1', '2025-03']]);
  });

  it('leaves them empty for events outside answers', () => {
    const [only] = auditRowsOf(event('OrganizationRegistered', { name: 'Acme' }));
    expect(only).toMatchObject({ question_id: null, row_id: null, period: null });
  });
});
