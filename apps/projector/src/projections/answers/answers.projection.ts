import type { SqlClient } from '@ghg/database';
import { ANSWER_EVENT_TYPES, FACTOR_SET_2024_1 } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';
import { groupBySheet } from './answer-sheet-events.js';
import { loadSheets, sheetKey } from './sheet-load.js';
import { sheetRecords } from './sheet-records.js';
import { applySheetEvents } from './sheet-state.js';
import { writeSheets } from './sheet-write.js';
import { answerSheetOrganization } from './answer-sheet-events.js';

/**
 * The factor set every line is calculated with. One set exists (factorSetForYear answers it for every year);
 * each line records its version, so a later set shows up as a new version after a rebuild.
 */
const FACTOR_SET = FACTOR_SET_2024_1;

/**
 * `read.answer_sheets`, `read.answer_rows`, `read.question_status`, `read.emission_lines`: each section sheet as
 * the tables, the status badges and the charts read it. A batch loads every sheet it touches from the read tables,
 * applies its events with the domain's evolve, evaluates each sheet whole and writes it back: two statements per
 * batch (load, write) however many sheets it touches. Everything written derives from the events and the factor
 * set, so a rebuild gives the same tables. `read.emission_months` (the charts' monthly groups) is computed from
 * the lines by statement triggers in the same transaction (`triggerMaintained`, migrations 008 and 017).
 */
export const answersProjection: Projection = {
  name: READ_MODELS.answers.projection,
  partitionKey: answerSheetOrganization,
  tables: READ_MODELS.answers.tables,
  triggerMaintained: READ_MODELS.answers.triggerMaintained,
  eventTypes: ANSWER_EVENT_TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const touched = groupBySheet(events);
    if (touched.length === 0) return;
    const keys = sqlJson(
      touched.map((t) => ({ organization_id: t.organizationId, question_id: t.questionId })),
    );
    const stored = await loadSheets(tx, keys, touched);
    const records = touched.map((t) =>
      sheetRecords(applySheetEvents(stored.get(sheetKey(t))!, t.events), FACTOR_SET),
    );
    await writeSheets(tx, keys, records);
  },
};
