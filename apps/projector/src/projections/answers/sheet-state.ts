import {
  type AnswerPath,
  type AnswerRow,
  type AnswersState,
  type CustomFactorDefinition,
  evolveAnswers,
  type GreenEnergyAnswer,
  initialAnswersState,
  type YesNo,
} from '@ghg/domain';
import type { RecordedAnswerEvent, TouchedSheet } from './answer-sheet-events.js';

/** Log positions at which a row was created and last changed (the tables show them; the trail links to them). */
export interface RowPositions {
  readonly created: bigint;
  readonly updated: bigint;
}

/** A sheet as the projection carries it between batches: the domain state plus what only the log knows. */
export interface SheetState {
  readonly organizationId: string;
  readonly questionId: TouchedSheet['questionId'];
  /** Revision of the last event of the stream, -1 before the first. */
  readonly revision: number;
  /** occurredAt of the last event; null before the first. */
  readonly updatedAt: string | null;
  readonly state: AnswersState;
  readonly positions: ReadonlyMap<string, RowPositions>;
}

export const emptySheet = (organizationId: string, questionId: TouchedSheet['questionId']): SheetState => ({
  organizationId,
  questionId,
  revision: -1,
  updatedAt: null,
  state: initialAnswersState,
  positions: new Map(),
});

/** Row of read.answer_sheets as the drivers return it (jsonb parsed). */
export interface StoredSheetRow {
  organization_id: string;
  question_id: string;
  stream_revision: number;
  initial_answer: string | null;
  items: string[];
  fuels: string[];
  path: string | null;
  green_energy: string | null;
  custom_factors: CustomFactorDefinition[];
  updated_at: unknown;
}

/** Row of read.answer_rows; the projection reads them back ordered by created position. */
export interface StoredAnswerRow {
  organization_id: string;
  question_id: string;
  row_id: string;
  table_key: string;
  period: string;
  cells: AnswerRow['values'];
  main: boolean;
  field_type: string;
  ord: number;
  created_position: unknown;
  updated_position: unknown;
}

/**
 * The domain state back from the read tables. Rows come in created-position order, which is the order the
 * domain's Map holds them in (a row is appended when added and keeps its place when updated).
 */
export function sheetFromStored(
  sheet: StoredSheetRow,
  rows: readonly StoredAnswerRow[],
  toPosition: (value: unknown) => bigint,
): SheetState {
  const answerRows = new Map<string, AnswerRow>();
  const positions = new Map<string, RowPositions>();
  for (const r of rows) {
    answerRows.set(r.row_id, {
      rowId: r.row_id,
      table: r.table_key,
      period: r.period,
      values: r.cells,
      main: r.main,
      fieldType: r.field_type,
      order: r.ord,
    });
    positions.set(r.row_id, {
      created: toPosition(r.created_position),
      updated: toPosition(r.updated_position),
    });
  }
  return {
    organizationId: sheet.organization_id,
    questionId: sheet.question_id as TouchedSheet['questionId'],
    revision: sheet.stream_revision,
    updatedAt: null,
    state: {
      initialAnswer: sheet.initial_answer as YesNo | null,
      items: sheet.items,
      fuels: sheet.fuels,
      path: sheet.path as AnswerPath | null,
      greenEnergy: sheet.green_energy as GreenEnergyAnswer | null,
      rows: answerRows,
      customFactors: new Map(sheet.custom_factors.map((c) => [c.customId, c])),
    },
    positions,
  };
}

/** The sheet after this batch's events, with row positions kept in step with the rows. */
export function applySheetEvents(sheet: SheetState, events: readonly RecordedAnswerEvent[]): SheetState {
  let state = sheet.state;
  const positions = new Map(sheet.positions);
  for (const event of events) {
    state = evolveAnswers(state, event);
    trackPositions(positions, event);
  }
  const last = events[events.length - 1];
  return {
    ...sheet,
    revision: last ? last.revision : sheet.revision,
    updatedAt: last ? last.metadata.occurredAt : sheet.updatedAt,
    state,
    positions,
  };
}

function trackPositions(positions: Map<string, RowPositions>, event: RecordedAnswerEvent): void {
  switch (event.type) {
    case 'RowAdded':
    case 'RowDuplicated': {
      // A row id added again while present keeps its place in the domain's Map, so it keeps its created position.
      const before = positions.get(event.data.row.rowId);
      positions.set(event.data.row.rowId, {
        created: before?.created ?? event.position,
        updated: event.position,
      });
      break;
    }
    case 'RowUpdated': {
      const before = positions.get(event.data.rowId);
      if (before) positions.set(event.data.rowId, { created: before.created, updated: event.position });
      break;
    }
    case 'RowsDeleted':
      for (const row of event.data.rows) positions.delete(row.rowId);
      break;
    default:
      break;
  }
}
