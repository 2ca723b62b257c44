import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/audit-log.query';
import { initialQuestionChanges } from './history-entries';

function entry(
  id: string,
  position: string,
  field: string | null,
  before: string | null,
  after: string | null,
) {
  return {
    id,
    position,
    occurredAt: `2026-11-2${id}T10:00:00.000Z`,
    actorId: 'u1',
    actorName: 'Anna Nowak',
    eventType: 'InitialQuestionsAnswered',
    streamId: 'organization-o1',
    field,
    before,
    after,
    source: 'web',
  } satisfies AuditEntry;
}

describe('initialQuestionChanges', () => {
  it('leaves out data-entry edits whose field shares a profile field name (country, description)', () => {
    const rowEdit = {
      ...entry('5', '13', 'country', '"PL"', '"DE"'),
      eventType: 'RowUpdated',
      streamId: 'answers-o1-electricity',
    };
    const profile = entry('6', '14', 'country', '"PL"', '"DE"');
    expect(initialQuestionChanges([rowEdit, profile]).map((c) => c.id)).toEqual(['6']);
  });

  it('keeps initial-question fields only, newest position first, with parsed values', () => {
    const changes = initialQuestionChanges([
      entry('1', '9', 'industry', null, '"RETAIL"'),
      entry('2', '10', 'peopleAmountNumber', '12', '15'),
      entry('3', '11', 'name', '"HQ"', '"Office"'),
      entry('4', '12', null, null, null),
    ]);
    expect(changes.map((c) => [c.id, c.field, c.before, c.after])).toEqual([
      ['2', 'peopleAmountNumber', 12, 15],
      ['1', 'industry', null, 'RETAIL'],
    ]);
  });

  it('compares positions as numbers, not text', () => {
    const changes = initialQuestionChanges([
      entry('1', '9', 'country', null, '"PL"'),
      entry('2', '100', 'country', '"PL"', '"DE"'),
    ]);
    expect(changes.map((c) => c.id)).toEqual(['2', '1']);
  });
});
