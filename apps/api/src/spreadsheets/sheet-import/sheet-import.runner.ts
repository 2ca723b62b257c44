import type { SheetImportStatusView } from '@ghg/contracts';
import {
  appendDecisions,
  decisionFor,
  type LoadedStream,
  loadStream,
  type StreamDecision,
} from '@ghg/command-handling';
import {
  type AnswerCommandContext,
  type AnswerEvent,
  answersAggregate,
  type AnswersState,
  answersStreamId,
  decideImportRowsLazily,
  evolveSheetImports,
  INDEX_SHEET,
  initialSheetImportsState,
  layoutResolver,
  type RawCell,
  type SectionKey,
  SHEET_IMPORT_EVENT_TYPES,
  type SheetError,
  type SheetImportEvent,
  sheetImportsStreamId,
  type SheetReaderResult,
  sheetReader,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import type { RequestContext } from '../../context/request-context.js';
import { blockedPeriodsOf } from '../../answers/organization-blocked-periods.js';
import { metadataOf } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { SectionsInPlan } from '../workbook/sections-in-plan.js';
import { ImportJobs } from './import-jobs.js';
import type { SniffedFormat } from './inspect-upload.js';
import { workbookParts } from './parse-workbook.js';
import { RowSpool } from './row-spool.js';
import { SHEET_FILE_MESSAGES, SheetFileError } from './sheet-file-error.js';

export const sheetImportsFold = {
  initialState: initialSheetImportsState,
  eventTypes: SHEET_IMPORT_EVENT_TYPES,
  evolve: evolveSheetImports,
};

export interface UploadedSheet {
  readonly importId: string;
  readonly path: string;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly format: SniffedFormat;
}

/**
 * One import after the upload: parse (worker) and read every cell against the layout as the rows come → append
 * every row in one transaction, or record the refusal. Runs after the upload's answer; the status is polled from
 * ImportJobs (any API instance). Memory stays bounded by the file's validation state, not by its rows: the parsed
 * cells are read a piece at a time and dropped, each validated row goes to a spool file next to the upload (only
 * counts and errors stay in memory), and the append reads the spool back as it builds and serialises the events a
 * few MB at a time, in the one transaction.
 */
@Injectable()
export class SheetImportRunner {
  private readonly logger = new Logger('SheetImport');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly jobs: ImportJobs,
    private readonly sections: SectionsInPlan,
  ) {}

  async run(upload: UploadedSheet, context: RequestContext): Promise<void> {
    const { importId } = upload;
    const spool = new RowSpool(upload.path);
    try {
      const read = await this.readWorkbook(upload, context, spool);
      await this.append(upload, read, spool, context);
    } catch (error) {
      const failure =
        error instanceof SheetFileError
          ? { code: error.code, message: SHEET_FILE_MESSAGES[error.code] }
          : { code: 'IMPORT_FAILED', message: error instanceof Error ? error.message : String(error) };
      if (!(error instanceof SheetFileError))
        this.logger.error(`import ${importId} failed: ${String(error)}`);
      await this.jobs
        .update(importId, { phase: 'failed', progress: 100, failure })
        .catch((e: unknown) => this.logger.error(`import ${importId}: status not saved: ${String(e)}`));
    } finally {
      spool.remove();
      await rm(upload.path, { force: true });
    }
  }

  /**
   * Reads the workbook as the worker parses it. The index sheet comes first when there is one (it names each
   * sheet's layout); a section's stream is loaded when its first sheet begins, so its rows are checked against
   * the rows and custom factors it has. When this returns, the worker is gone, no cell is left in memory and every
   * valid row is in the spool.
   */
  private async readWorkbook(
    upload: UploadedSheet,
    context: RequestContext,
    spool: RowSpool,
  ): Promise<ReadWorkbook> {
    const organizationId = context.actor.organizationId;
    const sections = await this.sections.of(organizationId, undefined);
    const streams = new Map<SectionKey, LoadedStream<AnswersState, AnswerEvent>>();
    const blockedPeriods = await blockedPeriodsOf(this.store, organizationId);
    const currentPeriod = new Date().toISOString().slice(0, 7);
    // Read once: the rows are checked, the streams decided and the events appended against the same blocked months.
    const commandContext = (questionId: SectionKey): AnswerCommandContext => ({
      questionId,
      role: context.actor.role,
      blockedPeriods,
      currentPeriod,
    });
    const reader = sheetReader(
      {
        layoutOf: (name) => layoutOf(name),
        sectionState: (key) => {
          const state = streams.get(key)?.state;
          return {
            customFactors: state?.customFactors ?? new Map(),
            rowIds: new Set(state?.rows.keys() ?? []),
          };
        },
        blockedPeriods,
        currentPeriod,
      },
      (key, row) => spool.add(key, row),
    );
    let layoutOf = layoutResolver(sections, null);
    let index: RawCell[][] | null = null;
    let validating = false;
    let sheet: 'index' | 'read' = 'read';
    for await (const part of workbookParts(upload.path, upload.format)) {
      if (part.kind === 'rows') {
        if (sheet === 'index') index?.push(...part.rows);
        else reader.addRows(part.rows);
        continue;
      }
      if (part.name === INDEX_SHEET && index === null) {
        index = [];
        sheet = 'index';
        continue;
      }
      if (sheet === 'index') layoutOf = layoutResolver(sections, index?.slice(1) ?? null);
      sheet = 'read';
      if (!validating) {
        validating = true;
        await this.jobs.update(upload.importId, { phase: 'validating', progress: 40 });
      }
      const layout = layoutOf(part.name);
      if (layout && layout !== 'ignored' && !streams.has(layout.section.key)) {
        const key = layout.section.key;
        const aggregate = answersAggregate(commandContext(key));
        streams.set(key, await loadStream(this.store, answersStreamId(organizationId, key), aggregate));
      }
      reader.startSheet(part.name);
    }
    const result = reader.result();
    spool.finish();
    return { ...result, streams, commandContext };
  }

  private async append(
    upload: UploadedSheet,
    read: ReadWorkbook,
    spool: RowSpool,
    context: RequestContext,
  ): Promise<void> {
    const organizationId = context.actor.organizationId;
    const imports = await loadStream(this.store, sheetImportsStreamId(organizationId), sheetImportsFold);
    const rows = [...read.rowCounts.values()].reduce((n, count) => n + count, 0);
    const recorded = (result: 'imported' | 'refused'): SheetImportEvent => ({
      type: 'SheetImportRecorded',
      data: {
        organizationId,
        importId: upload.importId,
        fileName: upload.fileName,
        sizeBytes: upload.sizeBytes,
        format: upload.format,
        result,
        rows: result === 'imported' ? rows : 0,
        existingRows: read.existingRows,
        errorCount: read.errorCount,
        sections:
          result === 'imported' ? [...read.rowCounts].filter(([, count]) => count > 0).map(([k]) => k) : [],
      },
    });
    const metadata = metadataOf(context);
    if (read.errorCount > 0) {
      const [appended] = await appendDecisions(
        this.store,
        [decisionFor(imports, [recorded('refused')])],
        metadata,
      );
      await this.jobs.update(upload.importId, {
        phase: 'refused',
        progress: 100,
        errorCount: read.errorCount,
        errors: read.errors.map(errorView),
        position: appended ? String(appended.position) : null,
      });
      return;
    }
    await this.jobs.update(upload.importId, { phase: 'appending', progress: 70 });
    const decisions: StreamDecision[] = [];
    for (const [key, count] of read.rowCounts) {
      const stream = read.streams.get(key);
      if (!stream || count === 0) continue;
      // The RowsImported events are built as the append reads them, each from the next 1,000 rows read back from
      // the spool: never all 100 events (30 MB of JSON) nor all the rows at once.
      const events = decideImportRowsLazily(
        {
          type: 'ImportRows',
          importId: upload.importId,
          fileName: upload.fileName,
          rows: spool.rowsOf(key, count),
        },
        stream.state,
        read.commandContext(key),
      );
      decisions.push(decisionFor(stream, events));
    }
    decisions.push(decisionFor(imports, [recorded('imported')]));
    const results = await appendDecisions(this.store, decisions, metadata);
    const last = results.at(-1);
    await this.jobs.update(upload.importId, {
      phase: 'imported',
      progress: 100,
      rows,
      existingRows: read.existingRows,
      position: last ? String(last.position) : null,
    });
  }
}

type ReadWorkbook = SheetReaderResult & {
  /** Each section a sheet was read for, as loaded before its rows: the append's expected revision. */
  readonly streams: ReadonlyMap<SectionKey, LoadedStream<AnswersState, AnswerEvent>>;
  /** The context every section's command is decided in (blocked months read once per import). */
  readonly commandContext: (questionId: SectionKey) => AnswerCommandContext;
};

const errorView = (e: SheetError): SheetImportStatusView['errors'][number] => ({
  sheet: e.sheet,
  row: e.row,
  column: e.column,
  header: e.header,
  value: e.value,
  code: e.code,
  list: e.list ?? null,
  period: e.period ?? null,
  dependsOn: e.dependsOn ?? e.missing ?? null,
});
