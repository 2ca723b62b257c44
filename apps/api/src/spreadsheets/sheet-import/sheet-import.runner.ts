import type { SheetImportStatusView } from '@ghg/contracts';
import { appendDecisions, decisionFor, loadStream, type StreamDecision } from '@ghg/command-handling';
import {
  type AnswerCommandContext,
  answersAggregate,
  answersStreamId,
  decideAnswerCommand,
  INDEX_SHEET,
  layoutResolver,
  type ParsedSheet,
  readSheets,
  type SectionKey,
  type SheetError,
  type SheetImportEvent,
  sheetImportsStreamId,
  evolveSheetImports,
  initialSheetImportsState,
  SHEET_IMPORT_EVENT_TYPES,
  type AnswersState,
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
import { parseWorkbook } from './parse-workbook.js';
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
 * One import after the upload: parse (worker) → read every cell against the layout → append every row in one
 * transaction, or record the refusal. Runs after the upload's answer; the status is polled from ImportJobs (any API instance).
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
    try {
      const sheets = await parseWorkbook(upload.path, upload.format);
      await this.jobs.update(importId, { phase: 'validating', progress: 40 });
      await this.validateAndAppend(upload, sheets, context);
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
      await rm(upload.path, { force: true });
    }
  }

  private async validateAndAppend(upload: UploadedSheet, sheets: ParsedSheet[], context: RequestContext) {
    const organizationId = context.actor.organizationId;
    const sections = await this.sections.of(organizationId, undefined);
    const index = sheets.find((s) => s.name === INDEX_SHEET)?.rows.slice(1) ?? null;
    const layoutOf = layoutResolver(sections, index);
    const touched = new Set<SectionKey>();
    for (const s of sheets) {
      const layout = layoutOf(s.name);
      if (layout && layout !== 'ignored') touched.add(layout.section.key);
    }
    const answerContext = async (questionId: SectionKey): Promise<AnswerCommandContext> => ({
      questionId,
      role: context.actor.role,
      blockedPeriods: await blockedPeriodsOf(this.store, organizationId),
      currentPeriod: new Date().toISOString().slice(0, 7),
    });
    const streams = new Map(
      await Promise.all(
        [...touched].map(async (key) => {
          const aggregate = answersAggregate(await answerContext(key));
          return [
            key,
            await loadStream(this.store, answersStreamId(organizationId, key), aggregate),
          ] as const;
        }),
      ),
    );
    const blockedPeriods = await blockedPeriodsOf(this.store, organizationId);
    const read = readSheets(sheets, {
      layoutOf,
      sectionState: (key) => {
        const state: AnswersState | undefined = streams.get(key)?.state;
        return {
          customFactors: state?.customFactors ?? new Map(),
          rowIds: new Set(state?.rows.keys() ?? []),
        };
      },
      blockedPeriods,
      currentPeriod: new Date().toISOString().slice(0, 7),
    });
    // The parsed cells are not needed past validation: let them go before the events are built and serialised
    // (100,000 rows of cells and 30 MB of event JSON need not be in memory at once).
    sheets.length = 0;
    const imports = await loadStream(this.store, sheetImportsStreamId(organizationId), sheetImportsFold);
    const rows = [...read.rowsBySection.values()].reduce((n, r) => n + r.length, 0);
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
          result === 'imported'
            ? [...read.rowsBySection].filter(([, r]) => r.length > 0).map(([k]) => k)
            : [],
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
    for (const [key, inputs] of read.rowsBySection) {
      const stream = streams.get(key);
      if (!stream || inputs.length === 0) continue;
      const decided = decideAnswerCommand(
        { type: 'ImportRows', importId: upload.importId, fileName: upload.fileName, rows: inputs },
        stream.state,
        await answerContext(key),
      );
      decisions.push(decisionFor(stream, decided.events));
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
