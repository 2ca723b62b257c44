import type { SqlClient } from '@ghg/database';
import { SHEET_IMPORT_EVENT_TYPES, type SheetImportEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

type Recorded = RecordedEvent & SheetImportEvent;
const TYPES: ReadonlySet<string> = new Set(SHEET_IMPORT_EVENT_TYPES);
const isImportEvent = (e: RecordedEvent): e is Recorded => TYPES.has(e.type);

/** `read.sheet_imports`: the import history of each organization. Imports are rare: one statement per event. */
export const sheetImportsProjection: Projection = {
  name: READ_MODELS.sheetImports.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.sheetImports.tables,
  eventTypes: SHEET_IMPORT_EVENT_TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events.filter(isImportEvent)) {
      const { actorId, occurredAt } = event.metadata;
      if (event.type === 'SheetImportRecorded') {
        const d = event.data;
        await tx.query(
          `insert into read.sheet_imports (organization_id, import_id, file_name, size_bytes, format, result, rows,
             existing_rows, error_count, sections, imported_at, imported_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (organization_id, import_id) do nothing`,
          [
            d.organizationId,
            d.importId,
            d.fileName,
            d.sizeBytes,
            d.format,
            d.result,
            d.rows,
            d.existingRows,
            d.errorCount,
            JSON.stringify(d.sections),
            occurredAt,
            actorId,
          ],
        );
      } else {
        await tx.query(
          `update read.sheet_imports set result = 'reverted', reverted_at = $3, reverted_by = $4
            where organization_id = $1 and import_id = $2`,
          [event.data.organizationId, event.data.importId, occurredAt, actorId],
        );
      }
    }
  },
};
