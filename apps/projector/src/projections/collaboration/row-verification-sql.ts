import type { SqlClient } from '@ghg/database';
import type { RowVerificationEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';

export type RowVerificationRecorded = RecordedEvent & RowVerificationEvent;

/** read.row_verifications for one verification event: the row's badge, and the comment of a return. */
export async function applyRowVerificationEvent(tx: SqlClient, e: RowVerificationRecorded): Promise<void> {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'RowsSubmittedForVerification':
      await tx.query(
        `insert into read.row_verifications
           (organization_id, row_id, status, row_position, submitted_by, comment, updated_at)
         select $1, p.key, 'sent', p.value::bigint, $3, null, $4 from jsonb_each_text($2::jsonb) as p
         on conflict (organization_id, row_id) do update
           set status = 'sent', row_position = excluded.row_position, submitted_by = excluded.submitted_by,
               comment = null, updated_at = excluded.updated_at`,
        [e.data.organizationId, JSON.stringify(e.data.positions), e.data.submittedBy, at],
      );
      return;
    case 'RowsVerified':
      await tx.query(
        `update read.row_verifications set status = 'verified', comment = null, updated_at = $3
          where organization_id = $1 and row_id in (select jsonb_array_elements_text($2::jsonb))`,
        [e.data.organizationId, JSON.stringify(e.data.rowIds), at],
      );
      return;
    case 'RowReturned':
      await tx.query(
        `update read.row_verifications set status = 'returned', comment = $3, updated_at = $4
          where organization_id = $1 and row_id = $2`,
        [e.data.organizationId, e.data.rowId, e.data.comment, at],
      );
      return;
    case 'RowVerificationLapsed':
      await tx.query(
        `update read.row_verifications set status = 'to-complete', comment = null, updated_at = $3
          where organization_id = $1 and row_id = $2`,
        [e.data.organizationId, e.data.rowId, at],
      );
      return;
  }
}
