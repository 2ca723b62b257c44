import type { ParsedSheet, RawCell } from '@ghg/domain';
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

const XLSX_PATH = require.resolve('@e965/xlsx');
const MAX_INTERNED_CHARS = 100;
const MAX_INTERNED_TEXTS = 50_000;

/**
 * Parses an upload in a worker thread with its own heap limit and a deadline, so a file built to exhaust memory
 * or time kills the worker, not the API: the import then fails with FILE_TOO_COMPLEX and other requests go on.
 */
export async function parseWorkbook(
  path: string,
  format: SniffedFormat,
  limits: { heapMb?: number; timeoutMs?: number; maxRows?: number } = {},
): Promise<ParsedSheet[]> {
  const entries = format === 'xlsx' ? await zipEntries(path) : [];
  return new Promise((resolve, reject) => {
    const sheets: { name: string; rows: RawCell[][] }[] = [];
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
      },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb ?? PARSE_HEAP_MB,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new SheetFileError('FILE_TOO_COMPLEX', 'timeout'))),
      limits.timeoutMs ?? PARSE_TIMEOUT_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'sheet') sheets.push({ name: message.name, rows: [] });
      else if (message.kind === 'rows') {
        const target = sheets.at(-1)?.rows;
        if (target) for (const row of message.rows) target.push(interned(row));
      } else if (message.kind === 'done') settle(() => resolve(sheets));
      else settle(() => reject(new SheetFileError(message.code, message.detail)));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          new SheetFileError(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'FILE_TOO_COMPLEX' : 'FILE_UNREADABLE',
            error.message.slice(0, 200),
          ),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new SheetFileError('FILE_TOO_COMPLEX', 'worker exited'))));
  });
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
