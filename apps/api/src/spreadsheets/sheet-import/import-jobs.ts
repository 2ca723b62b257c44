import type { SheetImportStatusView } from '@ghg/contracts';
import { Injectable } from '@nestjs/common';

/** How long a finished job's status (with its error list) stays to be read after the dialog was left. */
const KEEP_MS = 60 * 60 * 1000;

interface Job {
  readonly organizationId: string;
  status: SheetImportStatusView;
  finishedAt: number | null;
}

/**
 * Imports in progress and just finished, per API process: the dialog polls its upload's status and may be
 * closed and reopened meanwhile. The outcome itself is durable (history read model); the per-cell error list
 * of a refused file lives here for an hour.
 */
@Injectable()
export class ImportJobs {
  private readonly jobs = new Map<string, Job>();

  start(organizationId: string, status: SheetImportStatusView): void {
    this.sweep();
    this.jobs.set(status.importId, { organizationId, status, finishedAt: null });
  }

  update(importId: string, change: Partial<SheetImportStatusView>): void {
    const job = this.jobs.get(importId);
    if (!job) return;
    job.status = { ...job.status, ...change };
    if (['imported', 'refused', 'failed'].includes(job.status.phase)) job.finishedAt = Date.now();
  }

  /** The status of an import of this organization (another organization's id reads as unknown). */
  of(organizationId: string, importId: string): SheetImportStatusView | null {
    const job = this.jobs.get(importId);
    return job && job.organizationId === organizationId ? job.status : null;
  }

  /** Imports of the organization still running: the dialog shows their progress when reopened. */
  running(organizationId: string): SheetImportStatusView[] {
    return [...this.jobs.values()]
      .filter((j) => j.organizationId === organizationId && j.finishedAt === null)
      .map((j) => j.status);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, job] of this.jobs)
      if (job.finishedAt !== null && now - job.finishedAt > KEEP_MS) this.jobs.delete(id);
  }
}
