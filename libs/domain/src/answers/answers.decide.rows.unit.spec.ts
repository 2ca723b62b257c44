import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { decideAnswers } from './answers.decide.js';
import type { AnswerEvent } from './answers.events.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from './answers.state.js';
import { refusal } from '../shared/refusal.test.js';

const open: AnswerCommandContext = {
  questionId: 'vehicles',
  role: 'member',
  blockedPeriods: new Set(),
  currentPeriod: '2025-03',
};
/** February 2025 closed by provider staff after its rows were entered. */
const februaryBlocked: AnswerCommandContext = { ...open, blockedPeriods: new Set(['2025-02']) };

const apply = (state: AnswersState, events: AnswerEvent[]): AnswersState =>
  events.reduce(evolveAnswers, state);
const given = (commands: AnswerCommand[]): AnswersState =>
  commands.reduce((state, command) => apply(state, decideAnswers(command, state, open)), initialAnswersState);
const diesel = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 100, unit: 'litres' };
const add = (rowId: string, period: string, values: Record<string, unknown> = diesel): AnswerCommand => ({
  type: 'AddRow',
  rowId,
  table: 'vehicle-fuel',
  period,
  values: values as Record<string, string | number | boolean | null>,
});
/** One row in March (open) and one in February (blocked once februaryBlocked applies). */
const twoRows = given([add('mar', '2025-03'), add('feb', '2025-02')]);

describe('AddRow', () => {
  it('adds a main row of field type other, ordered after the main rows, without empty cells', () => {
    const events = decideAnswers(add('r3', '2025-03', { ...diesel, consumption: null }), twoRows, open);
    expect(events).toEqual([
      {
        type: 'RowAdded',
        data: {
          questionId: 'vehicles',
          row: {
            rowId: 'r3',
            table: 'vehicle-fuel',
            period: '2025-03',
            values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres' },
            main: true,
            fieldType: 'other',
            order: 3,
          },
          changes: [
            { field: 'period', before: null, after: '2025-03', rowId: 'r3', period: '2025-03' },
            { field: 'itemType', before: null, after: 'passenger-car', rowId: 'r3', period: '2025-03' },
            { field: 'fuelType', before: null, after: 'diesel', rowId: 'r3', period: '2025-03' },
            { field: 'unit', before: null, after: 'litres', rowId: 'r3', period: '2025-03' },
          ],
        },
      },
    ]);
    expect([...apply(twoRows, events).rows.keys()]).toEqual(['mar', 'feb', 'r3']);
  });

  it('counts only main rows for the order of a new row', () => {
    const withSubRow: AnswersState = {
      ...twoRows,
      rows: new Map(twoRows.rows).set('sub', { ...twoRows.rows.get('mar')!, rowId: 'sub', main: false }),
    };
    const [event] = decideAnswers(add('r4', '2025-03'), withSubRow, open);
    expect(event).toMatchObject({ data: { row: { order: 3 } } });
  });

  it('refuses a blocked month with PERIOD_BLOCKED', () => {
    const error = refusal(() => decideAnswers(add('r3', '2025-02'), twoRows, februaryBlocked));
    expect(error).toMatchObject({
      code: 'PERIOD_BLOCKED',
      fields: [{ path: 'period', code: 'period_blocked' }],
    });
  });

  it.each([
    [
      'an unknown table',
      { ...add('x', '2025-03'), table: 'waste' },
      [{ path: 'table', code: 'invalid_value' }],
    ],
    [
      'an unknown column',
      add('x', '2025-03', { colour: 'red' }),
      [{ path: 'values.colour', code: 'invalid_value' }],
    ],
    [
      'a negative number',
      add('x', '2025-03', { consumption: -1 }),
      [{ path: 'values.consumption', code: 'invalid_number' }],
    ],
    [
      'a unit of the wrong table',
      add('x', '2025-03', { unit: 'MWh' }),
      [{ path: 'values.unit', code: 'invalid_value' }],
    ],
    [
      'an unknown option',
      add('x', '2025-03', { fuelType: 'plutonium' }),
      [{ path: 'values.fuelType', code: 'invalid_value' }],
    ],
    [
      'a custom fuel never defined',
      add('x', '2025-03', { fuelType: 'custom:nope' }),
      [{ path: 'values.fuelType', code: 'invalid_value' }],
    ],
    ['a future month', add('x', '2025-04'), [{ path: 'period', code: 'date_in_future' }]],
    ['a malformed month', add('x', '03-2025'), [{ path: 'period', code: 'invalid_format' }]],
    ['an existing row id', add('mar', '2025-03'), [{ path: 'rowId', code: 'invalid_value' }]],
  ] as const)('refuses %s with VALIDATION_ERROR and the field path', (_what, command, fields) => {
    expect(refusal(() => decideAnswers(command as AnswerCommand, twoRows, open))).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields,
    });
  });
});

describe('UpdateRow', () => {
  it('records only the cells that changed, and evolve merges them into the row', () => {
    const command: AnswerCommand = {
      type: 'UpdateRow',
      rowId: 'mar',
      values: { consumption: 120, unit: 'litres' },
    };
    const events = decideAnswers(command, twoRows, open);
    expect(events).toEqual([
      {
        type: 'RowUpdated',
        data: {
          questionId: 'vehicles',
          rowId: 'mar',
          period: '2025-03',
          values: { consumption: 120 },
          changes: [{ field: 'consumption', before: 100, after: 120, rowId: 'mar', period: '2025-03' }],
        },
      },
    ]);
    expect(apply(twoRows, events).rows.get('mar')?.values).toEqual({ ...diesel, consumption: 120 });
    expect(
      decideAnswers({ type: 'UpdateRow', rowId: 'mar', values: { consumption: 100 } }, twoRows, open),
    ).toEqual([]);
  });

  it('moves a row to another month, the move first in the trail', () => {
    const events = decideAnswers(
      { type: 'UpdateRow', rowId: 'mar', period: '2025-01', values: {} },
      twoRows,
      open,
    );
    expect(events).toMatchObject([
      { data: { period: '2025-01', changes: [{ field: 'period', before: '2025-03', after: '2025-01' }] } },
    ]);
    expect(apply(twoRows, events).rows.get('mar')?.period).toBe('2025-01');
  });

  it('refuses a row of a blocked month, and a move into one', () => {
    const inBlocked = refusal(() =>
      decideAnswers(
        { type: 'UpdateRow', rowId: 'feb', values: { consumption: 1 } },
        twoRows,
        februaryBlocked,
      ),
    );
    expect(inBlocked.code).toBe('PERIOD_BLOCKED');
    const intoBlocked = refusal(() =>
      decideAnswers(
        { type: 'UpdateRow', rowId: 'mar', period: '2025-02', values: {} },
        twoRows,
        februaryBlocked,
      ),
    );
    expect(intoBlocked.code).toBe('PERIOD_BLOCKED');
  });

  it('refuses an unknown row, a wrong value and a future month', () => {
    expect(
      refusal(() => decideAnswers({ type: 'UpdateRow', rowId: 'x', values: {} }, twoRows, open)).code,
    ).toBe('ROW_NOT_FOUND');
    expect(
      refusal(() =>
        decideAnswers({ type: 'UpdateRow', rowId: 'mar', values: { consumption: 'lots' } }, twoRows, open),
      ),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'values.consumption', code: 'invalid_number' }],
    });
    expect(
      refusal(() =>
        decideAnswers({ type: 'UpdateRow', rowId: 'mar', period: '2026-01', values: {} }, twoRows, open),
      ),
    ).toMatchObject({ fields: [{ path: 'period', code: 'date_in_future' }] });
  });
});

describe('DuplicateRow', () => {
  it('copies the cells and month into a new main row at the end', () => {
    const events = decideAnswers({ type: 'DuplicateRow', rowId: 'mar', newRowId: 'copy' }, twoRows, open);
    expect(events).toMatchObject([
      {
        type: 'RowDuplicated',
        data: { sourceRowId: 'mar', row: { rowId: 'copy', period: '2025-03', order: 3 } },
      },
    ]);
    expect(apply(twoRows, events).rows.get('copy')?.values).toEqual(diesel);
  });

  it('refuses a blocked source, a taken id and an unknown source', () => {
    expect(
      refusal(() =>
        decideAnswers({ type: 'DuplicateRow', rowId: 'feb', newRowId: 'c' }, twoRows, februaryBlocked),
      ).code,
    ).toBe('PERIOD_BLOCKED');
    expect(
      refusal(() => decideAnswers({ type: 'DuplicateRow', rowId: 'mar', newRowId: 'feb' }, twoRows, open))
        .fields,
    ).toEqual([{ path: 'newRowId', code: 'invalid_value' }]);
    expect(
      refusal(() => decideAnswers({ type: 'DuplicateRow', rowId: 'nope', newRowId: 'c' }, twoRows, open))
        .code,
    ).toBe('ROW_NOT_FOUND');
  });
});

describe('deleting rows', () => {
  it('deletes the selected rows, keeping them in the event for the trail', () => {
    const events = decideAnswers({ type: 'DeleteRows', rowIds: ['mar', 'mar'] }, twoRows, open);
    expect(events).toMatchObject([
      { type: 'RowsDeleted', data: { mode: 'selected', keptBlocked: 0, rows: [{ rowId: 'mar' }] } },
    ]);
    expect([...apply(twoRows, events).rows.keys()]).toEqual(['feb']);
    expect(decideAnswers({ type: 'DeleteRows', rowIds: [] }, twoRows, open)).toEqual([]);
  });

  it('refuses to delete a selected row of a blocked month, or an unknown row', () => {
    expect(
      refusal(() => decideAnswers({ type: 'DeleteRows', rowIds: ['mar', 'feb'] }, twoRows, februaryBlocked))
        .code,
    ).toBe('PERIOD_BLOCKED');
    expect(refusal(() => decideAnswers({ type: 'DeleteRows', rowIds: ['x'] }, twoRows, open)).code).toBe(
      'ROW_NOT_FOUND',
    );
  });

  it('delete all skips the blocked rows and says how many it kept', () => {
    const events = decideAnswers({ type: 'DeleteAllRows' }, twoRows, februaryBlocked);
    expect(events).toMatchObject([{ data: { mode: 'all', keptBlocked: 1, rows: [{ rowId: 'mar' }] } }]);
    const after = apply(twoRows, events);
    expect([...after.rows.keys()]).toEqual(['feb']);
    expect(decideAnswers({ type: 'DeleteAllRows' }, after, februaryBlocked)).toEqual([]);
    expect(decideAnswers({ type: 'DeleteAllRows' }, twoRows, open)).toMatchObject([
      { data: { keptBlocked: 0 } },
    ]);
  });

  it('reset deletes the open rows and clears the wizard, keeping blocked rows', () => {
    const state = given([
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChooseItems', items: ['passenger-car'] },
      { type: 'ChooseFuels', fuels: ['diesel'] },
      { type: 'ChoosePath', path: 'detailed' },
      add('mar', '2025-03'),
      add('feb', '2025-02'),
    ]);
    const events = decideAnswers({ type: 'ResetSection' }, state, februaryBlocked);
    expect(events.map((e) => e.type)).toEqual(['RowsDeleted', 'SectionReset']);
    expect(events[0]).toMatchObject({ data: { mode: 'reset', keptBlocked: 1 } });
    expect(events[1]?.data.changes.map((c) => c.field)).toEqual(['initialAnswer', 'items', 'fuels', 'path']);
    const after = apply(state, events);
    expect(after).toMatchObject({ initialAnswer: null, items: [], fuels: [], path: null, greenEnergy: null });
    expect([...after.rows.keys()]).toEqual(['feb']);
    expect(decideAnswers({ type: 'ResetSection' }, after, februaryBlocked)).toEqual([]);
  });
});
