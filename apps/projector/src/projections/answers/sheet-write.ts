import type { SqlClient } from '@ghg/database';
import { sqlJson } from '../../runtime/sql-json.js';
import type { SheetRecords } from './sheet-records.js';

const SHEET_COLUMNS = `organization_id text, question_id text, stream_revision integer, initial_answer text,
  items jsonb, fuels jsonb, path text, green_energy text, custom_factors jsonb, updated_at timestamptz`;
const STATUS_COLUMNS = `organization_id text, question_id text, scope text, status text,
  progress double precision, total_co2e_kg double precision`;
const ROW_COLUMNS = `organization_id text, question_id text, row_id text, table_key text, period text, cells jsonb,
  main boolean, field_type text, ord integer, badge text, missing jsonb, error_code text, created_position bigint,
  updated_position bigint`;
const LINE_COLUMNS = `organization_id text, question_id text, row_id text, period text, scope text, category text,
  subcategory text, item text, location text, co2e_kg double precision, co2_kg double precision,
  ch4_kg double precision, n2o_kg double precision, location_based_kg double precision,
  market_based_kg double precision, method text, factor_id text, factor_set_version text, factor_source text,
  data_quality text, energy_carrier text, energy_kwh double precision, renewable_kwh double precision,
  energy_note text`;

const ROW_FIELDS = `table_key, period, cells, main, field_type, ord, badge, missing, error_code, created_position,
  updated_position`;
const LINE_FIELDS = `scope, category, subcategory, item, location, co2e_kg, co2_kg, ch4_kg, n2o_kg,
  location_based_kg, market_based_kg, method, factor_id, factor_set_version, factor_source, data_quality,
  energy_carrier, energy_kwh, renewable_kwh, energy_note`;

/** Column names of a `name type, …` list. */
const names = (columns: string) =>
  columns
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');
const setAll = (fields: string) =>
  fields
    .split(',')
    .map((f) => f.trim())
    .map((f) => `${f} = excluded.${f}`)
    .join(', ');
const unchanged = (table: string, fields: string) =>
  `(${fields.replace(/(\w+)/g, `${table}.$1`)}) is distinct from (${fields.replace(/(\w+)/g, 'excluded.$1')})`;

/**
 * Writes the touched sheets in one statement (one round trip inside the batch transaction): sheets and statuses
 * upserted; rows and lines of those sheets that are gone deleted, the others upserted, untouched ones left as
 * they are. A line's key holds its month, so a row moved to another month drops its old line.
 */
const WRITE = `
with keys as (select * from jsonb_to_recordset($1::jsonb) as k(organization_id text, question_id text)),
new_rows as (select * from jsonb_to_recordset($4::jsonb) as r(${ROW_COLUMNS})),
new_lines as (select * from jsonb_to_recordset($5::jsonb) as l(${LINE_COLUMNS})),
sheets as (
  insert into read.answer_sheets (${names(SHEET_COLUMNS)})
  select ${names(SHEET_COLUMNS)} from jsonb_to_recordset($2::jsonb) as x(${SHEET_COLUMNS})
  on conflict (organization_id, question_id) do update set
    stream_revision = excluded.stream_revision, initial_answer = excluded.initial_answer, items = excluded.items,
    fuels = excluded.fuels, path = excluded.path, green_energy = excluded.green_energy,
    custom_factors = excluded.custom_factors, updated_at = excluded.updated_at
  returning 1),
statuses as (
  insert into read.question_status (${names(STATUS_COLUMNS)})
  select ${names(STATUS_COLUMNS)} from jsonb_to_recordset($3::jsonb) as x(${STATUS_COLUMNS})
  on conflict (organization_id, question_id) do update set
    scope = excluded.scope, status = excluded.status, progress = excluded.progress,
    total_co2e_kg = excluded.total_co2e_kg
  returning 1),
gone_rows as (
  delete from read.answer_rows r using keys k
   where r.organization_id = k.organization_id and r.question_id = k.question_id
     and not exists (select 1 from new_rows n where n.organization_id = r.organization_id
                        and n.question_id = r.question_id and n.row_id = r.row_id)
  returning 1),
upserted_rows as (
  insert into read.answer_rows as a (organization_id, question_id, row_id, ${ROW_FIELDS})
  select organization_id, question_id, row_id, ${ROW_FIELDS} from new_rows
  on conflict (organization_id, question_id, row_id) do update set ${setAll(ROW_FIELDS)}
    where ${unchanged('a', ROW_FIELDS)}
  returning 1),
gone_lines as (
  delete from read.emission_lines e using keys k
   where e.organization_id = k.organization_id and e.question_id = k.question_id
     and not exists (select 1 from new_lines n where n.organization_id = e.organization_id
                        and n.question_id = e.question_id and n.row_id = e.row_id and n.period = e.period)
  returning 1),
upserted_lines as (
  insert into read.emission_lines as e (organization_id, question_id, row_id, period, ${LINE_FIELDS})
  select organization_id, question_id, row_id, period, ${LINE_FIELDS} from new_lines
  on conflict (organization_id, question_id, row_id, period) do update set ${setAll(LINE_FIELDS)}
    where ${unchanged('e', LINE_FIELDS)}
  returning 1)
select (select count(*) from sheets) as sheets, (select count(*) from statuses) as statuses,
       (select count(*) from gone_rows) as gone_rows, (select count(*) from upserted_rows) as rows,
       (select count(*) from gone_lines) as gone_lines, (select count(*) from upserted_lines) as lines`;

export async function writeSheets(
  tx: SqlClient,
  keys: string,
  records: readonly SheetRecords[],
): Promise<void> {
  await tx.query(WRITE, [
    keys,
    sqlJson(records.map((r) => r.sheet)),
    sqlJson(records.map((r) => r.status)),
    sqlJson(records.flatMap((r) => r.rows)),
    sqlJson(records.flatMap((r) => r.lines)),
  ]);
}
