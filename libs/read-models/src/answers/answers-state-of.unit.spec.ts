import type { AnswerRowRecord, AnswerSheetRecord } from './answer-tables.js';
import { answerRowOf, answersStateOf } from './answers-state-of.js';

const sheet: AnswerSheetRecord = {
  organization_id: 'org',
  question_id: 'vehicles',
  stream_revision: 4,
  initial_answer: 'yes',
  items: ['car'],
  fuels: ['diesel'],
  path: 'detailed',
  green_energy: null,
  custom_factors: [{ customId: 'c1', kind: 'fuel', name: 'Bio', kgCo2ePerUnit: 1.5, unit: 'l' }],
  updated_at: '2026-01-01T00:00:00Z',
};
const row = (rowId: string, ord: number, created: string): AnswerRowRecord => ({
  organization_id: 'org',
  question_id: 'vehicles',
  row_id: rowId,
  table_key: 'fleet',
  period: '2025-01',
  cells: { fuel: 'diesel', amount: ord * 10 },
  main: true,
  field_type: 'other',
  ord,
  badge: 'completed',
  missing: [],
  error_code: null,
  created_position: created,
  updated_position: created,
});

describe('answersStateOf: the read tables back in the domain shape', () => {
  it('maps a row column by column', () => {
    expect(answerRowOf(row('r1', 2, '7'))).toEqual({
      rowId: 'r1',
      table: 'fleet',
      period: '2025-01',
      values: { fuel: 'diesel', amount: 20 },
      main: true,
      fieldType: 'other',
      order: 2,
    });
  });

  it('keeps the rows in the order given (created position), not in display order', () => {
    const state = answersStateOf(sheet, [row('b', 1, '9'), row('a', 2, '3')]);
    expect([...state.rows.keys()]).toEqual(['b', 'a']);
  });

  it('carries the wizard answers and keys custom factors by id', () => {
    const state = answersStateOf(sheet, []);
    expect(state).toMatchObject({
      initialAnswer: 'yes',
      items: ['car'],
      fuels: ['diesel'],
      path: 'detailed',
      greenEnergy: null,
    });
    expect(state.customFactors.get('c1')?.name).toBe('Bio');
    expect(state.rows.size).toBe(0);
  });
});
