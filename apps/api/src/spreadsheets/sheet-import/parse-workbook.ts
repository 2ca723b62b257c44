import { INDEX_SHEET, type ParsedSheet, type RawCell } from '@ghg/domain';
import { open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import {
  MAX_DECLARED_CELLS,
  MAX_SHARED_STRINGS,
  MAX_SHEET_ROWS,
  PARSE_HEAP_MB,
  PARSE_TIMEOUT_MS,
} from '../workbook/workbook-limits.js';
import type { SniffedFormat } from './inspect-upload.js';
import { PARSE_WORKER_SOURCE } from './parse-worker-source.js';
import { SheetFileError, type SheetFileErrorCode } from './sheet-file-error.js';
import { readZipDirectory, type ZipEntry, ZipShapeError } from './zip-directory.js';

type WorkerMessage =
  | { kind: 'sheet'; name: string }
  | { kind: 'rows'; rows: RawCell[][] }
  | { kind: 'done' }
  | { kind: 'error'; code: SheetFileErrorCode; detail?: string };

/** What the parse hands over, in order: a sheet's name, then its rows (header first) in pieces. */
export type WorkbookPart = { kind: 'sheet'; name: string } | { kind: 'rows'; rows: RawCell[][] };

export interface ParseLimits {
  heapMb?: number;
  timeoutMs?: number;
  maxRows?: number;
}

const XLSX_PATH = require.resolve('@e965/xlsx');
const MAX_INTERNED_CHARS = 100;
const MAX_INTERNED_TEXTS = 50_000;
/**
 * Pieces of rows (ROWS_PER_MESSAGE each) the worker may post before the caller has taken them: then it waits. The
 * rows in flight stay a few thousand whatever the file's size, where a fast parse once queued every row of the
 * file in the API's heap while the slower validation went through them.
 */
export const PIECES_AHEAD = 4;

/**
 * Parses an upload in a worker thread with its own heap limit and a deadline, so a file built to exhaust memory
 * or time kills the worker, not the API: the import then fails with FILE_TOO_COMPLEX and other requests go on.
 * The parts come as the worker reads them (the hidden index sheet first, when there is one, so the caller knows
 * every sheet's layout before its rows) and the caller reads each piece and lets it go: the whole workbook is never
 * in the API's memory. The deadline covers the caller's reading too. When the iteration ends, early or not, the
 * worker has been terminated and its heap released.
 */
export async function* workbookParts(
  path: string,
  format: SniffedFormat,
  limits: ParseLimits = {},
): AsyncGenerator<WorkbookPart, void, undefined> {
  const entries = format === 'xlsx' ? await zipEntries(path) : [];
  // Each message carries its own copy of every text: a year of rows repeats a few texts 100,000 times.
  const texts = new Map<string, string>();
  const interned = (row: RawCell[]): RawCell[] => {
    for (let i = 0; i < row.length; i += 1) {
      const cell = row[i];
      if (typeof cell !== 'string' || cell.length > MAX_INTERNED_CHARS) continue;
      const known = texts.get(cell);
      if (known === undefined) {
        if (texts.size < MAX_INTERNED_TEXTS) texts.set(cell, cell);
      } else row[i] = known;
    }
    return row;
  };
  const ahead = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(PARSE_WORKER_SOURCE, {
    eval: true,
    workerData: {
      path,
      format,
      entries,
      xlsxPath: XLSX_PATH,
      maxRows: limits.maxRows ?? MAX_SHEET_ROWS,
      maxCells: MAX_DECLARED_CELLS,
      maxStrings: MAX_SHARED_STRINGS,
      firstSheet: INDEX_SHEET,
      ahead,
      piecesAhead: PIECES_AHEAD,
    },
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb ?? PARSE_HEAP_MB,
      // The worker's garbage is short-lived text: a young generation of 8 MB, not 32, took 15–20 MB off the
      // API's RSS during a 100,000-row parse for no measurable time (docs/benchmarks.md, Spreadsheets).
      maxYoungGenerationSizeMb: 8,
      stackSizeMb: 4,
    },
  });
  const queue: WorkerMessage[] = [];
  let failure: SheetFileError | null = null;
  let wake: (() => void) | null = null;
  const woken = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: SheetFileError) => {
    failure ??= error;
    woken();
  };
  const timer = setTimeout(
    () => fail(new SheetFileError('FILE_TOO_COMPLEX', 'timeout')),
    limits.timeoutMs ?? PARSE_TIMEOUT_MS,
  );
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    woken();
  });
  worker.once('error', (error: Error & { code?: string }) =>
    fail(
      new SheetFileError(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'FILE_TOO_COMPLEX' : 'FILE_UNREADABLE',
        error.message.slice(0, 200),
      ),
    ),
  );
  // The worker's messages arrive before its exit event: an exit is a failure only once they are read, with no 'done'.
  let exited = false;
  worker.once('exit', () => {
    exited = true;
    woken();
  });
  try {
    for (;;) {
      while (queue.length === 0 && !failure && !exited)
        await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
      const message = queue.shift();
      if (!message) throw new SheetFileError('FILE_TOO_COMPLEX', 'worker exited');
      if (message.kind === 'done') return;
      if (message.kind === 'error') throw new SheetFileError(message.code, message.detail);
      if (message.kind === 'rows') {
        Atomics.sub(ahead, 0, 1);
        Atomics.notify(ahead, 0);
        for (const row of message.rows) interned(row);
      }
      yield message;
    }
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

/** The whole workbook, sheet by sheet (tests, and the bench that measures the parse alone). */
export async function parseWorkbook(
  path: string,
  format: SniffedFormat,
  limits: ParseLimits = {},
): Promise<ParsedSheet[]> {
  const sheets: { name: string; rows: RawCell[][] }[] = [];
  for await (const part of workbookParts(path, format, limits)) {
    if (part.kind === 'sheet') sheets.push({ name: part.name, rows: [] });
    else sheets.at(-1)?.rows.push(...part.rows);
  }
  return sheets;
}

/** The zip's directory (already checked by inspectUpload): the worker inflates the parts it names. */
async function zipEntries(path: string): Promise<ZipEntry[]> {
  const file = await open(path, 'r');
  try {
    return await readZipDirectory(file, (await file.stat()).size);
  } catch (error) {
    if (error instanceof ZipShapeError) throw new SheetFileError('FILE_TYPE', error.message);
    throw error;
  } finally {
    await file.close();
  }
}
