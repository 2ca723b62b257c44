import type { SqlClient } from '@ghg/database';
import { FACTOR_SET_2024_1 } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { toPosition } from '../../runtime/checkpoints.js';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';
import { groupBySheet, type TouchedSheet } from './answer-sheet-events.js';
import { type SheetRecords, sheetRecords } from './sheet-records.js';
import {
  applySheetEvents,
  emptySheet,
  type SheetState,
  sheetFromStored,
  type StoredAnswerRow,
  type StoredSheetRow,
} from './sheet-state.js';

/**
 * The factor set every line is calculated with. One set exists (factorSetForYear answers it for every year);
 * each line records its version, so a later set shows up as a new version after a rebuild.
 */
const FACTOR_SET = FACTOR_SET_2024_1;

const KEYS = `jsonb_to_recordset($1::jsonb) as k(organization_id text, question_id text)`;

/**
 * `read.answer_sheets`, `read.answer_rows`, `read.question_status`, `read.emission_lines`: each section sheet as
 * the tables, the status badges and the charts read it. A batch loads every sheet it touches from the read tables,
 * applies its events with the domain's evolve, evaluates the sheet and writes it back whole, set-based: a few
 * statements per batch however many sheets it touches. Everything written derives from the events and the
 * factor set, so a rebuild gives the same tables.
 */
export const answersProjection: Projection = {
  name: 'answers',
  tables: ['read.answer_sheets', 'read.answer_rows', 'read.question_status', 'read.emission_lines'],
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

const sheetKey = (t: { organizationId: string; questionId: string }): string =>
  JSON.stringify([t.organizationId, t.questionId]);

async function loadSheets(
  tx: SqlClient,
  keys: string,
  touched: readonly TouchedSheet[],
): Promise<Map<string, SheetState>> {
  const sheets = await tx.query<StoredSheetRow>(
    `select s.* from read.answer_sheets s join ${KEYS} using (organization_id, question_id)`,
    [keys],
  );
  const rows = await tx.query<StoredAnswerRow>(
    `select r.* from read.answer_rows r join ${KEYS} using (organization_id, question_id)
      order by r.organization_id, r.question_id, r.created_position, r.row_id`,
    [keys],
  );
  const rowsBySheet = new Map<string, StoredAnswerRow[]>();
  for (const row of rows.rows) {
    const key = JSON.stringify([row.organization_id, row.question_id]);
    const list = rowsBySheet.get(key) ?? [];
    list.push(row);
    rowsBySheet.set(key, list);
  }
  const result = new Map<string, SheetState>();
  for (const t of touched) result.set(sheetKey(t), emptySheet(t.organizationId, t.questionId));
  for (const sheet of sheets.rows) {
    const key = JSON.stringify([sheet.organization_id, sheet.question_id]);
    result.set(key, sheetFromStored(sheet, rowsBySheet.get(key) ?? [], toPosition));
  }
  return result;
}

async function writeSheets(tx: SqlClient, keys: string, records: readonly SheetRecords[]): Promise<void> {
  await tx.query(
    `insert into read.answer_sheets
       (organization_id, question_id, stream_revision, initial_answer, items, fuels, path, green_energy,
        custom_factors, updated_at)
     select organization_id, question_id, stream_revision, initial_answer, items, fuels, path, green_energy,
            custom_factors, updated_at
       from jsonb_to_recordset($1::jsonb) as r(
         organization_id text, question_id text, stream_revision integer, initial_answer text, items jsonb,
         fuels jsonb, path text, green_energy text, custom_factors jsonb, updated_at timestamptz)
     on conflict (organization_id, question_id) do update set
       stream_revision = excluded.stream_revision, initial_answer = excluded.initial_answer,
       items = excluded.items, fuels = excluded.fuels, path = excluded.path,
       green_energy = excluded.green_energy, custom_factors = excluded.custom_factors,
       updated_at = excluded.updated_at`,
    [sqlJson(records.map((r) => r.sheet))],
  );
  await tx.query(
    `insert into read.question_status (organization_id, question_id, scope, status, progress, total_co2e_kg)
     select organization_id, question_id, scope, status, progress, total_co2e_kg
       from jsonb_to_recordset($1::jsonb) as r(
         organization_id text, question_id text, scope text, status text, progress double precision,
         total_co2e_kg double precision)
     on conflict (organization_id, question_id) do update set
       scope = excluded.scope, status = excluded.status, progress = excluded.progress,
       total_co2e_kg = excluded.total_co2e_kg`,
    [sqlJson(records.map((r) => r.status))],
  );
  // Rows and lines of a touched sheet are replaced whole: a custom factor or a deletion can change any of them.
  await tx.query(
    `delete from read.answer_rows r using ${KEYS}
      where r.organization_id = k.organization_id and r.question_id = k.question_id`,
    [keys],
  );
  await tx.query(
    `delete from read.emission_lines l using ${KEYS}
      where l.organization_id = k.organization_id and l.question_id = k.question_id`,
    [keys],
  );
  const rows = records.flatMap((r) => r.rows);
  if (rows.length > 0) {
    await tx.query(
      `insert into read.answer_rows
         (organization_id, question_id, row_id, table_key, period, cells, main, field_type, ord, badge, missing,
          error_code, created_position, updated_position)
       select organization_id, question_id, row_id, table_key, period, cells, main, field_type, ord, badge,
              missing, error_code, created_position, updated_position
         from jsonb_to_recordset($1::jsonb) as r(
           organization_id text, question_id text, row_id text, table_key text, period text, cells jsonb,
           main boolean, field_type text, ord integer, badge text, missing jsonb, error_code text,
           created_position bigint, updated_position bigint)`,
      [sqlJson(rows)],
    );
  }
  const lines = records.flatMap((r) => r.lines);
  if (lines.length > 0) {
    await tx.query(
      `insert into read.emission_lines
         (organization_id, question_id, row_id, period, scope, category, subcategory, item, location, co2e_kg,
          co2_kg, ch4_kg, n2o_kg, location_based_kg, market_based_kg, method, factor_id, factor_set_version,
          factor_source, data_quality)
       select organization_id, question_id, row_id, period, scope, category, subcategory, item, location,
              co2e_kg, co2_kg, ch4_kg, n2o_kg, location_based_kg, market_based_kg, method, factor_id,
              factor_set_version, factor_source, data_quality
         from jsonb_to_recordset($1::jsonb) as r(
           organization_id text, question_id text, row_id text, period text, scope text, category text,
           subcategory text, item text, location text, co2e_kg double precision, co2_kg double precision,
           ch4_kg double precision, n2o_kg double precision, location_based_kg double precision,
           market_based_kg double precision, method text, factor_id text, factor_set_version text,
           factor_source text, data_quality text)`,
      [sqlJson(lines)],
    );
  }
}
