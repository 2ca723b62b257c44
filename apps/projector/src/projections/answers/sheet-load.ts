import type { SqlClient } from '@ghg/database';
import type { TouchedSheet } from './answer-sheet-events.js';
import { emptySheet, type SheetState, sheetFromStored, type StoredSheet } from './sheet-state.js';

export const sheetKey = (t: { organizationId: string; questionId: string }): string =>
  JSON.stringify([t.organizationId, t.questionId]);

/**
 * The touched sheets as the read tables hold them, in one round trip (each sheet with its rows as a JSON array
 * in created-position order); a sheet never stored starts empty.
 */
export async function loadSheets(
  tx: SqlClient,
  keys: string,
  touched: readonly TouchedSheet[],
): Promise<Map<string, SheetState>> {
  const { rows } = await tx.query<StoredSheet>(
    `select s.*,
            coalesce((select jsonb_agg(to_jsonb(r) order by r.created_position, r.row_id)
                        from read.answer_rows r
                       where r.organization_id = s.organization_id and r.question_id = s.question_id),
                     '[]'::jsonb) as rows
       from read.answer_sheets s
       join jsonb_to_recordset($1::jsonb) as k(organization_id text, question_id text)
      using (organization_id, question_id)`,
    [keys],
  );
  const result = new Map<string, SheetState>();
  for (const t of touched) result.set(sheetKey(t), emptySheet(t.organizationId, t.questionId));
  for (const stored of rows) {
    const sheet = sheetFromStored(stored);
    result.set(sheetKey(sheet), sheet);
  }
  return result;
}
