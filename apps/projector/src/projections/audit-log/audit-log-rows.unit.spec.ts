import type { RecordedEvent } from '@ghg/event-store';
import { type AuditColumns, auditColumnsOf } from './audit-log-rows.js';

const JSONB_COLUMNS = new Set(['before', 'after', 'source']);
/** The rows the insert unnests from the column arrays, with the jsonb columns' text read back as values. */
const auditRowsOf = (e: RecordedEvent): Record<string, unknown>[] => {
  const columns = auditColumnsOf([e]);
  return columns.event_id.map((_, i) =>
    Object.fromEntries(
      Object.entries(columns).map(([name, values]: [string, AuditColumns[keyof AuditColumns]]) => {
        const value = values[i] ?? null;
        return [name, JSONB_COLUMNS.has(name) && typeof value === 'string' ? JSON.parse(value) : value];
      }),
    ),
  );
};

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

describe('audit columns of a batch', () => {
  it('puts the rows of every event of the batch in log order, one entry per row in each column', () => {
    const first = event('InitialQuestionsAnswered', {
      changes: [
        { field: 'country', before: null, after: 'PL' },
        { field: 'industry', before: 'BANKING', after: { code: 'RETAIL' } },
      ],
    });
    const second = { ...event('OrganizationRegistered', { name: 'Acme' }), position: 43n };
    const columns = auditColumnsOf([first, second]);
    expect(Object.values(columns).every((values) => values.length === 3)).toBe(true);
    expect(columns.position).toEqual(['42', '42', '43']);
    expect(columns.ordinal).toEqual([0, 1, 0]);
    // jsonb as JSON text; a null before (and the no-change row's before) is SQL null, not JSON null
    expect(columns.before).toEqual([null, '"BANKING"', null]);
    expect(columns.after).toEqual(['"PL"', '{"code":"RETAIL"}', '{"name":"Acme"}']);
    expect(columns.source).toEqual(Array(3).fill('{"channel":"graphql"}'));
  });

  it('writes a bigint inside a payload as text, as the JSON parameter did', () => {
    const columns = auditColumnsOf([event('Counted', { total: 12345678901234567890n })]);
    expect(columns.after).toEqual(['{"total":"12345678901234567890"}']);
  });
});
