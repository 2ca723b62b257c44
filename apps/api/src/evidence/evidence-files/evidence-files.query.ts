import type { EvidenceFileView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

interface EvidenceRecord {
  evidence_id: string;
  question_id: string;
  row_id: string | null;
  period: string | null;
  file_name: string;
  media_type: EvidenceFileView['mediaType'];
  size_bytes: string | number;
  sha256: string;
  attached_by: string;
  attached_at: string | Date;
}

const viewOf = (r: EvidenceRecord): EvidenceFileView => ({
  evidenceId: r.evidence_id,
  questionId: r.question_id,
  rowId: r.row_id,
  period: r.period,
  fileName: r.file_name,
  mediaType: r.media_type,
  sizeBytes: Number(r.size_bytes),
  sha256: r.sha256,
  attachedBy: r.attached_by,
  attachedAt: new Date(r.attached_at).toISOString(),
});

/** The files attached on one section sheet of one organization (read.evidence_files), oldest first. */
@Injectable()
export class EvidenceFilesQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** `rowId` undefined: every file of the sheet (rows and section); null: only the section's own. */
  async list(organizationId: string, questionId: string, rowId?: string | null): Promise<EvidenceFileView[]> {
    const { rows } = await this.db.query<EvidenceRecord>(
      `select * from read.evidence_files
        where organization_id = $1 and question_id = $2
          and ($3::boolean or row_id is not distinct from $4)
        order by position, evidence_id`,
      [organizationId, questionId, rowId === undefined, rowId ?? null],
    );
    return rows.map(viewOf);
  }

  async one(
    organizationId: string,
    questionId: string,
    evidenceId: string,
  ): Promise<EvidenceFileView | null> {
    const { rows } = await this.db.query<EvidenceRecord>(
      `select * from read.evidence_files where organization_id = $1 and question_id = $2 and evidence_id = $3`,
      [organizationId, questionId, evidenceId],
    );
    return rows[0] ? viewOf(rows[0]) : null;
  }
}
