import type { AnswerCommand, AnswerCommandContext, ImportedRowInput } from './answers.commands.js';
import { decideAnswers, decideImportRowsLazily } from './answers.decide.js';
import type { AnswerEvent } from './answers.events.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from './answers.state.js';
import { IMPORT_CHUNK_ROWS } from './import-rows.decide.js';
import { refusal } from '../shared/refusal.test.js';

const context: AnswerCommandContext = {
  questionId: 'vehicles',
  role: 'member',
  blockedPeriods: new Set(),
  currentPeriod: '2025-03',
};
const row = (i: number): ImportedRowInput => ({
  table: 'vehicle-fuel',
  period: i % 2 ? '2025-01' : '2025-02',
  values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: 10 + i, unit: 'litres' },
});
const importOf = (rows: ImportedRowInput[]): Extract<AnswerCommand, { type: 'ImportRows' }> => ({
  type: 'ImportRows',
  importId: 'i1',
  fileName: 'year.xlsx',
  rows,
});
/** A sheet with one row already on it, so the imported rows' order starts after it. */
const oneRow: AnswersState = decideAnswers(
  { type: 'AddRow', rowId: 'r1', table: 'vehicle-fuel', period: '2025-01', values: row(0).values },
  initialAnswersState,
  context,
).reduce(evolveAnswers, initialAnswersState);

describe('ImportRows, its events built as they are read', () => {
  const rows = Array.from({ length: 2 * IMPORT_CHUNK_ROWS + 1 }, (_, i) => row(i));

  it('are the events decideAnswers decides, in chunks of IMPORT_CHUNK_ROWS, numbered and ordered after the sheet', () => {
    const lazy = decideImportRowsLazily(importOf(rows), oneRow, context);
    const events: AnswerEvent[] = [...lazy];
    expect(lazy.length).toBe(3);
    expect(events).toEqual(decideAnswers(importOf(rows), oneRow, context));
    const imported = events.flatMap((e) => (e.type === 'RowsImported' ? e.data.rows : []));
    expect(events.map((e) => (e.type === 'RowsImported' ? e.data.rows.length : 0))).toEqual([
      IMPORT_CHUNK_ROWS,
      IMPORT_CHUNK_ROWS,
      1,
    ]);
    expect(imported.map((r) => r.rowId)).toEqual(rows.map((_, i) => `imp-i1-${i + 1}`));
    expect(imported.map((r) => r.order)).toEqual(rows.map((_, i) => i + 2));
    expect(imported[5]?.values).toEqual(rows[5]?.values);
  });

  it('from rows that are not an array (a spool read back), reading them as the events are read', () => {
    let reads = 0;
    let given = 0;
    const source = {
      length: rows.length,
      *[Symbol.iterator]() {
        reads += 1;
        for (const r of rows) {
          given += 1;
          yield r;
        }
      },
    };
    const lazy = decideImportRowsLazily({ ...importOf([]), rows: source }, oneRow, context);
    // Checked on the first read; the second read has not begun before the first event is asked for.
    expect([reads, given]).toEqual([1, rows.length]);
    const events = lazy[Symbol.iterator]();
    events.next();
    expect(given).toBe(rows.length + IMPORT_CHUNK_ROWS);
    expect([events.next().value, ...{ [Symbol.iterator]: () => events }]).toHaveLength(2);
    expect([...lazy]).toEqual(decideAnswers(importOf(rows), oneRow, context));
  });

  it('reading the sequence again builds the same events again', () => {
    const lazy = decideImportRowsLazily(importOf(rows), oneRow, context);
    expect([...lazy]).toEqual([...lazy]);
  });

  it('refuses before any event is read: every bad row named, or the role that may not edit', () => {
    const bad = [...rows, { ...row(1), period: '2025-04' }, { ...row(1), table: 'nope' }];
    const error = refusal(() => decideImportRowsLazily(importOf(bad), oneRow, context));
    expect(error.fields).toEqual([
      { path: `rows.${rows.length}.period`, code: 'date_in_future' },
      { path: `rows.${rows.length + 1}.table`, code: 'invalid_value' },
    ]);
    expect(
      refusal(() => decideImportRowsLazily(importOf(rows), oneRow, { ...context, role: 'auditor' })).code,
    ).toBe('FORBIDDEN');
  });

  it('an import already applied is refused', () => {
    const applied = [...decideImportRowsLazily(importOf(rows.slice(0, 2)), oneRow, context)].reduce(
      evolveAnswers,
      oneRow,
    );
    expect(refusal(() => decideImportRowsLazily(importOf(rows), applied, context)).message).toBe(
      'This import was already applied',
    );
  });
});
