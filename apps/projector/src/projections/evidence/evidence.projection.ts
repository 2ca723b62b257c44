import type { SqlClient } from '@ghg/database';
import type { EvidenceAttached, EvidenceRemoved } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';

type EvidenceEvent = RecordedEvent & (EvidenceAttached | EvidenceRemoved);
const TYPES: readonly string[] = ['EvidenceAttached', 'EvidenceRemoved'];
const isEvidence = (e: RecordedEvent): e is EvidenceEvent =>
  TYPES.includes(e.type) && e.streamId.startsWith('answers-') && e.metadata.organizationId !== null;

/**
 * `read.evidence_files`: the files attached to each section sheet, one row per file until it is removed. Events
 * are applied one by one in log order (a batch may attach and remove the same file); a replayed attach changes
 * nothing.
 */
export const evidenceProjection: Projection = {
  name: READ_MODELS.evidence.projection,
  tables: READ_MODELS.evidence.tables,
  eventTypes: TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events.filter(isEvidence)) {
      const organizationId = event.metadata.organizationId!;
      if (event.type === 'EvidenceRemoved') {
        await tx.query(
          `delete from read.evidence_files where organization_id = $1 and question_id = $2 and evidence_id = $3`,
          [organizationId, event.data.questionId, event.data.evidenceId],
        );
        continue;
      }
      const { evidence } = event.data;
      await tx.query(
        `insert into read.evidence_files
           (organization_id, question_id, evidence_id, row_id, period, file_name, media_type, size_bytes, sha256,
            attached_by, attached_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (organization_id, question_id, evidence_id) do nothing`,
        [
          organizationId,
          event.data.questionId,
          evidence.evidenceId,
          evidence.rowId,
          event.data.period,
          evidence.fileName,
          evidence.mediaType,
          evidence.sizeBytes,
          evidence.sha256,
          event.metadata.actorId,
          event.metadata.occurredAt,
          event.position.toString(),
        ],
      );
    }
  },
};
