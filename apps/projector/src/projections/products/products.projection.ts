import type { SqlClient } from '@ghg/database';
import {
  ANSWER_EVENT_TYPES,
  type AnswerEvent,
  evaluateSheet,
  evolveAnswers,
  FACTOR_SET_2024_1,
  PRODUCT_EVENT_TYPES,
  type ProductEvent,
  type ProductSectionKey,
  productSectionOfStream,
} from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import {
  type ProductRowRecord,
  type ProductSheetStateJson,
  READ_MODELS,
  productSheetJsonOf,
  productSheetStateOf,
} from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';

const PRODUCT_TYPES: ReadonlySet<string> = new Set(PRODUCT_EVENT_TYPES);
const ANSWER_TYPES: ReadonlySet<string> = new Set(ANSWER_EVENT_TYPES);
/** The same factor set the organization's lines use (answers projection): one set, its version on every row. */
const FACTOR_SET = FACTOR_SET_2024_1;

interface TouchedSheet {
  organizationId: string;
  productId: string;
  section: ProductSectionKey;
  events: (RecordedEvent & AnswerEvent)[];
}

/**
 * `read.products`, `read.product_sheets`, `read.product_rows`: products and their six sections. A product's own
 * events update its row; answer events on a product section stream are folded with the answers aggregate's evolve
 * from the stored sheet state and the sheet is evaluated whole with the domain's evaluateSheet, as the
 * organization's sheets are, so both sides calculate alike. Everything derives from the events and the factor set.
 */
export const productsProjection: Projection = {
  name: READ_MODELS.products.projection,
  partitionKey: (event) => event.metadata.organizationId ?? null,
  tables: READ_MODELS.products.tables,
  eventTypes: [...PRODUCT_EVENT_TYPES, ...ANSWER_EVENT_TYPES],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const sheets = new Map<string, TouchedSheet>();
    for (const event of events) {
      if (!event.streamId.startsWith('product-')) continue;
      const organizationId = event.metadata.organizationId;
      if (!organizationId) continue;
      if (PRODUCT_TYPES.has(event.type)) {
        await applyProductEvent(tx, organizationId, event as RecordedEvent & ProductEvent);
      } else if (ANSWER_TYPES.has(event.type)) {
        const where = productSectionOfStream(event.streamId, organizationId);
        if (!where) continue;
        const key = `${organizationId}/${where.productId}/${where.section}`;
        let sheet = sheets.get(key);
        if (!sheet) sheets.set(key, (sheet = { organizationId, ...where, events: [] }));
        sheet.events.push(event as RecordedEvent & AnswerEvent);
      }
    }
    for (const sheet of sheets.values()) await applySheet(tx, sheet);
  },
};

async function applyProductEvent(
  tx: SqlClient,
  organizationId: string,
  event: RecordedEvent & ProductEvent,
): Promise<void> {
  const at = event.metadata.occurredAt;
  const key = [organizationId, event.data.productId, event.revision, at];
  switch (event.type) {
    case 'ProductCreated':
      await tx.query(
        `insert into read.products
           (organization_id, product_id, name, declared_unit, archived, stream_revision, created_at, updated_at)
         values ($1, $2, $5, $6, false, $3, $4, $4)
         on conflict (organization_id, product_id) do nothing`,
        [...key, event.data.name, event.data.declaredUnit],
      );
      return;
    case 'ProductRenamed':
      await tx.query(
        `update read.products set name = $5, stream_revision = $3, updated_at = $4
          where organization_id = $1 and product_id = $2`,
        [...key, event.data.name],
      );
      return;
    case 'ProductUnitDeclared':
      await tx.query(
        `update read.products set declared_unit = $5, stream_revision = $3, updated_at = $4
          where organization_id = $1 and product_id = $2`,
        [...key, event.data.declaredUnit],
      );
      return;
    case 'ProductArchived':
      await tx.query(
        `update read.products set archived = true, stream_revision = $3, updated_at = $4
          where organization_id = $1 and product_id = $2`,
        key,
      );
      return;
  }
}

async function applySheet(tx: SqlClient, sheet: TouchedSheet): Promise<void> {
  const key = [sheet.organizationId, sheet.productId, sheet.section];
  const stored = await tx.query<{ state: ProductSheetStateJson }>(
    `select state from read.product_sheets where organization_id = $1 and product_id = $2 and section = $3`,
    key,
  );
  let state = productSheetStateOf(stored.rows[0]?.state);
  for (const event of sheet.events) state = evolveAnswers(state, event);
  const last = sheet.events[sheet.events.length - 1]!;
  const evaluation = evaluateSheet(sheet.section, state, FACTOR_SET);
  await tx.query(
    `insert into read.product_sheets
       (organization_id, product_id, section, stream_revision, state, status, progress, total_co2e_kg, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
     on conflict (organization_id, product_id, section) do update set
       stream_revision = excluded.stream_revision, state = excluded.state, status = excluded.status,
       progress = excluded.progress, total_co2e_kg = excluded.total_co2e_kg, updated_at = excluded.updated_at`,
    [
      ...key,
      last.revision,
      sqlJson(productSheetJsonOf(state)),
      evaluation.progress.status,
      evaluation.progress.progress,
      evaluation.totalCo2eKg,
      last.metadata.occurredAt,
    ],
  );
  const rows: ProductRowRecord[] = evaluation.rows.map((e) => ({
    organization_id: sheet.organizationId,
    product_id: sheet.productId,
    section: sheet.section,
    row_id: e.row.rowId,
    table_key: e.row.table,
    period: e.row.period,
    cells: e.row.values,
    ord: e.row.order,
    badge: e.badge,
    missing: [...e.missing],
    error_code: e.errorCode,
    co2e_kg: e.result?.co2eKg ?? null,
    co2_kg: e.result?.co2Kg ?? null,
    ch4_kg: e.result?.ch4Kg ?? null,
    n2o_kg: e.result?.n2oKg ?? null,
    method: e.result?.method ?? null,
    factor_id: e.result?.factorRef.factorId ?? null,
    factor_set_version: e.result?.factorRef.factorSetVersion ?? null,
    factor_source: e.result?.factorRef.source ?? null,
    source_row_id: e.result?.factorRef.sourceRowId ?? null,
    data_quality: e.result?.dataQuality ?? null,
  }));
  await tx.query(
    `delete from read.product_rows where organization_id = $1 and product_id = $2 and section = $3`,
    key,
  );
  if (rows.length === 0) return;
  await tx.query(
    `insert into read.product_rows
       (organization_id, product_id, section, row_id, table_key, period, cells, ord, badge, missing, error_code,
        co2e_kg, co2_kg, ch4_kg, n2o_kg, method, factor_id, factor_set_version, factor_source, source_row_id,
        data_quality)
     select organization_id, product_id, section, row_id, table_key, period, cells, ord, badge, missing, error_code,
            co2e_kg, co2_kg, ch4_kg, n2o_kg, method, factor_id, factor_set_version, factor_source, source_row_id,
            data_quality
       from jsonb_to_recordset($1::jsonb) as r(
         organization_id text, product_id text, section text, row_id text, table_key text, period text,
         cells jsonb, ord integer, badge text, missing jsonb, error_code text, co2e_kg double precision,
         co2_kg double precision, ch4_kg double precision, n2o_kg double precision, method text, factor_id text,
         factor_set_version text, factor_source text, source_row_id text, data_quality text)`,
    [sqlJson(rows)],
  );
}
