import { everyType } from '../shared/every-type.js';
import type { AnswerPath, AnswerRow, CellValue, CustomFactorDefinition, YesNo } from './answer-row.js';
import type { GreenEnergyAnswer } from '../emissions/catalogue/enumerations.js';
import type { EvidenceFile } from '../evidence/evidence-file.js';

/**
 * One changed value, as the audit trail shows it. `field` is a column key (or a setting such as `initialAnswer`);
 * rowId and period name the row it belongs to, so the history of one row is a filter on the log.
 */
export interface AnswerChange {
  field: string;
  before: CellValue | readonly string[];
  after: CellValue | readonly string[];
  rowId?: string;
  period?: string;
}

interface Base {
  questionId: string;
  changes: AnswerChange[];
}

export type InitialAnswerGiven = { type: 'InitialAnswerGiven'; data: Base & { answer: YesNo } };
export type ItemsChosen = { type: 'ItemsChosen'; data: Base & { items: string[] } };
/** Fuels of vehicles and equipment, refrigerants of cooling: the same wizard step under another name. */
export type FuelsChosen = { type: 'FuelsChosen'; data: Base & { fuels: string[] } };
export type PathChosen = { type: 'PathChosen'; data: Base & { path: AnswerPath } };
export type RowAdded = { type: 'RowAdded'; data: Base & { row: AnswerRow } };
export type RowUpdated = {
  type: 'RowUpdated';
  data: Base & { rowId: string; period: string; values: Record<string, CellValue> };
};
export type RowDuplicated = { type: 'RowDuplicated'; data: Base & { sourceRowId: string; row: AnswerRow } };
/**
 * Rows removed by 'delete selected', 'delete all' or a section reset. `rows` keeps what was deleted so the
 * trail shows it; `keptBlocked` counts rows of blocked months that 'delete all' and reset left in place.
 */
export type RowsDeleted = {
  type: 'RowsDeleted';
  data: Base & {
    mode: 'selected' | 'all' | 'reset' | 'import';
    rows: AnswerRow[];
    keptBlocked: number;
    /** Set when the rows went because their spreadsheet import was reverted (mode 'import'). */
    importId?: string;
  };
};
/**
 * Rows appended from a spreadsheet, one event per chunk of rows (a year of data is many thousand rows: one event
 * each would make every fold copy the sheet per row). Each row's id starts with the import's prefix.
 */
export type RowsImported = {
  type: 'RowsImported';
  data: Base & { importId: string; fileName: string; rows: AnswerRow[] };
};
/** Wizard choices cleared (initial answer, items, fuels, path, green energy); rows go in a RowsDeleted before it. */
export type SectionReset = { type: 'SectionReset'; data: Base };
export type GreenEnergyAnswered = {
  type: 'GreenEnergyAnswered';
  data: Base & { answer: GreenEnergyAnswer };
};
export type CustomFactorDefined = {
  type: 'CustomFactorDefined';
  data: Base & { custom: CustomFactorDefinition };
};

/**
 * A file (invoice, meter reading, certificate) attached to a row or, rowId null, to the whole section (issue 23).
 * On the section's stream so it is in the row's history; the sheet's figures do not change. `period` is the row's
 * month when attached, for the trail's filters.
 */
export type EvidenceAttached = {
  type: 'EvidenceAttached';
  data: Base & { evidence: EvidenceFile; period: string | null };
};
/** An attached file taken off its row or section; the bytes stay stored (the trail still names their hash). */
export type EvidenceRemoved = {
  type: 'EvidenceRemoved';
  data: Base & { evidenceId: string; rowId: string | null; period: string | null; fileName: string };
};

export type AnswerEvent =
  | InitialAnswerGiven
  | ItemsChosen
  | FuelsChosen
  | PathChosen
  | RowAdded
  | RowUpdated
  | RowDuplicated
  | RowsDeleted
  | RowsImported
  | SectionReset
  | GreenEnergyAnswered
  | CustomFactorDefined
  | EvidenceAttached
  | EvidenceRemoved;

export const ANSWER_EVENT_TYPES = everyType<AnswerEvent['type']>()([
  'InitialAnswerGiven',
  'ItemsChosen',
  'FuelsChosen',
  'PathChosen',
  'RowAdded',
  'RowUpdated',
  'RowDuplicated',
  'RowsDeleted',
  'RowsImported',
  'SectionReset',
  'GreenEnergyAnswered',
  'CustomFactorDefined',
  'EvidenceAttached',
  'EvidenceRemoved',
]);
