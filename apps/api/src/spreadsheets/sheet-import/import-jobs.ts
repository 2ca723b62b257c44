import type { SheetImportStatusView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

/** How long a finished job's status (with its error list) stays to be read after the dialog was left. */
const KEEP_MS = 60 * 60 * 1000;
/**
 * A job not updated for this long lost its API process (a crash or a redeploy mid-import): it reads as failed.
 * Every phase of a 100,000-row import takes seconds; the parse worker's own timeout is far below this.
 */
export const STALE_MS = 15 * 60 * 1000;

const FINAL_PHASES: readonly string[] = ['imported', 'refused', 'failed'];

interface JobRow {
  status: SheetImportStatusView | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
}

/**
 * Imports in progress and just finished, in jobs.sheet_imports (migration 042): the dialog polls its upload's
 * status and may be closed and reopened meanwhile, and the poll may reach any API instance on the database, not
 * only the one running the import. The outcome itself is durable (history read model); the per-cell error list
 * of a refused file lives here for an hour.
 */
@Injectable()
export class ImportJobs {
  constructor(@Inject(DB) private readonly db: Db) {}

  async start(organizationId: string, status: SheetImportStatusView): Promise<void> {
    await this.db.query('delete from jobs.sheet_imports where finished_at < $1', [
      new Date(Date.now() - KEEP_MS).toISOString(),
    ]);
    await this.db.query(
      `insert into jobs.sheet_imports (import_id, organization_id, status, updated_at)
       values ($1, $2, $3::jsonb, $4)`,
      [status.importId, organizationId, JSON.stringify(status), new Date().toISOString()],
    );
  }

  /** Merges a change into the job's status; a final phase marks the job finished (kept for an hour). */
  async update(importId: string, change: Partial<SheetImportStatusView>): Promise<void> {
    const now = new Date().toISOString();
    const finished = change.phase !== undefined && FINAL_PHASES.includes(change.phase);
    await this.db.query(
      `update jobs.sheet_imports
          set status = status || $2::jsonb, updated_at = $3, finished_at = coalesce(finished_at, $4)
        where import_id = $1`,
      [importId, JSON.stringify(change), now, finished ? now : null],
    );
  }

  /** The status of an import of this organization (another organization's id reads as unknown). */
  async of(organizationId: string, importId: string): Promise<SheetImportStatusView | null> {
    const { rows } = await this.db.query<JobRow>(
      `select status, updated_at, finished_at from jobs.sheet_imports
        where import_id = $1 and organization_id = $2`,
      [importId, organizationId],
    );
    const row = rows[0];
    return row ? statusOf(row) : null;
  }

  /** Imports of the organization still running: the dialog shows their progress when reopened. */
  async running(organizationId: string): Promise<SheetImportStatusView[]> {
    const { rows } = await this.db.query<JobRow>(
      `select status, updated_at, finished_at from jobs.sheet_imports
        where organization_id = $1 and finished_at is null and updated_at > $2
        order by updated_at`,
      [organizationId, new Date(Date.now() - STALE_MS).toISOString()],
    );
    return rows.map(statusOf);
  }
}

function statusOf(row: JobRow): SheetImportStatusView {
  const status = (
    typeof row.status === 'string' ? JSON.parse(row.status) : row.status
  ) as SheetImportStatusView;
  const stale = row.finished_at === null && Date.now() - new Date(row.updated_at).getTime() > STALE_MS;
  if (!stale) return status;
  return {
    ...status,
    phase: 'failed',
    progress: 100,
    failure: {
      code: 'IMPORT_INTERRUPTED',
      message: 'The import was interrupted: see the import history before uploading the file again.',
    },
  };
}
