import { type AnswerRow, type AnswersState, initialAnswersState } from '@ghg/domain';
import type { AnswerRowRecord, AnswerSheetRecord } from './answer-tables.js';

type StoredAnswerRow = Pick<
  AnswerRowRecord,
  'row_id' | 'table_key' | 'period' | 'cells' | 'main' | 'field_type' | 'ord'
>;
type StoredSheet = Pick<
  AnswerSheetRecord,
  'initial_answer' | 'items' | 'fuels' | 'path' | 'green_energy' | 'custom_factors'
>;

/** One row of read.answer_rows in the domain's shape. */
export const answerRowOf = (r: StoredAnswerRow): AnswerRow => ({
  rowId: r.row_id,
  table: r.table_key,
  period: r.period,
  values: r.cells,
  main: r.main,
  fieldType: r.field_type,
  order: r.ord,
});

/**
 * A sheet as the read tables hold it, in the domain's shape: what the projector evaluated and what it folds the
 * next events onto. Rows must come in created-position order, the order the domain's Map holds them in (a row is
 * appended when added and keeps its place when updated).
 */
export function answersStateOf(sheet: StoredSheet, rows: readonly StoredAnswerRow[]): AnswersState {
  return {
    ...initialAnswersState,
    initialAnswer: sheet.initial_answer,
    items: sheet.items,
    fuels: sheet.fuels,
    path: sheet.path,
    greenEnergy: sheet.green_energy,
    rows: new Map(rows.map((r) => [r.row_id, answerRowOf(r)])),
    customFactors: new Map(sheet.custom_factors.map((c) => [c.customId, c])),
  };
}
