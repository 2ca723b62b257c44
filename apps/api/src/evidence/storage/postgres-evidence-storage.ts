import type { Db } from '@ghg/database';
import type { EvidenceKey, EvidenceStorage } from './evidence-storage.port.js';

/** 1 MB a row: far from bytea's limits, and a 20 MB file is 20 rows. */
export const EVIDENCE_CHUNK_BYTES = 1024 * 1024;

/** Bytes in `evidence.file_chunks` (migration 047), written in one transaction so a file is whole or absent. */
export class PostgresEvidenceStorage implements EvidenceStorage {
  readonly kind = 'postgres';
  constructor(private readonly db: Db) {}

  async put(key: EvidenceKey, bytes: Buffer): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`delete from evidence.file_chunks where organization_id = $1 and evidence_id = $2`, [
        key.organizationId,
        key.evidenceId,
      ]);
      for (let at = 0, chunk = 0; at < bytes.length; at += EVIDENCE_CHUNK_BYTES, chunk += 1) {
        await tx.query(
          `insert into evidence.file_chunks (organization_id, evidence_id, chunk_no, bytes) values ($1, $2, $3, $4)`,
          [key.organizationId, key.evidenceId, chunk, bytes.subarray(at, at + EVIDENCE_CHUNK_BYTES)],
        );
      }
    });
  }

  async get(key: EvidenceKey): Promise<Buffer | null> {
    const { rows } = await this.db.query<{ bytes: Uint8Array }>(
      `select bytes from evidence.file_chunks where organization_id = $1 and evidence_id = $2 order by chunk_no`,
      [key.organizationId, key.evidenceId],
    );
    if (rows.length === 0) return null;
    return Buffer.concat(
      rows.map((r) => Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength)),
    );
  }

  async delete(key: EvidenceKey): Promise<void> {
    await this.db.query(`delete from evidence.file_chunks where organization_id = $1 and evidence_id = $2`, [
      key.organizationId,
      key.evidenceId,
    ]);
  }
}
