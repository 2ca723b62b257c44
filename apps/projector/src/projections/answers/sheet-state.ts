import { type AnswersState, evolveAnswers, initialAnswersState } from '@ghg/domain';
import { type AnswerRowRecord, type AnswerSheetRecord, answersStateOf, toPosition } from '@ghg/read-models';
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

/** A stored sheet with its rows (read.answer_rows, in created-position order) as one JSON document. */
export type StoredSheet = AnswerSheetRecord & { rows: AnswerRowRecord[] };

/** The domain state back from the read tables, with the rows' log positions. */
export function sheetFromStored(stored: StoredSheet): SheetState {
  const positions = new Map<string, RowPositions>();
  for (const r of stored.rows) {
    positions.set(r.row_id, {
      created: toPosition(r.created_position),
      updated: toPosition(r.updated_position),
    });
  }
  return {
    organizationId: stored.organization_id,
    questionId: stored.question_id as TouchedSheet['questionId'],
    revision: stored.stream_revision,
    updatedAt: null,
    state: answersStateOf(stored, stored.rows),
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
    case 'RowsImported':
      for (const row of event.data.rows)
        positions.set(row.rowId, { created: event.position, updated: event.position });
      break;
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
