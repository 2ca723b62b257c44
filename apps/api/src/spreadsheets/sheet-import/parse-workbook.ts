import type { ParsedSheet } from '@ghg/domain';
import { Worker } from 'node:worker_threads';
import { MAX_SHEET_ROWS, PARSE_HEAP_MB, PARSE_TIMEOUT_MS } from '../workbook/workbook-limits.js';
import type { SniffedFormat } from './inspect-upload.js';
import { PARSE_WORKER_SOURCE } from './parse-worker-source.js';
import { SheetFileError, type SheetFileErrorCode } from './sheet-file-error.js';

type WorkerAnswer =
  { ok: true; sheets: ParsedSheet[] } | { ok: false; code: SheetFileErrorCode; detail?: string };

const XLSX_PATH = require.resolve('@e965/xlsx');

/**
 * Parses an upload in a worker thread with its own heap limit and a deadline, so a file built to exhaust memory
 * or time kills the worker, not the API: the import then fails with FILE_TOO_COMPLEX and other requests go on.
 */
export function parseWorkbook(
  path: string,
  format: SniffedFormat,
  limits: { heapMb?: number; timeoutMs?: number; maxRows?: number } = {},
): Promise<ParsedSheet[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PARSE_WORKER_SOURCE, {
      eval: true,
      workerData: { path, format, xlsxPath: XLSX_PATH, maxRows: limits.maxRows ?? MAX_SHEET_ROWS },
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
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() =>
        answer.ok ? resolve(answer.sheets) : reject(new SheetFileError(answer.code, answer.detail)),
      ),
    );
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
