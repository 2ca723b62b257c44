import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { multipartParserOf } from '../../shared/multipart-parser.js';
import { MAX_UPLOAD_BYTES } from '../workbook/workbook-limits.js';
import { SheetFileError } from './sheet-file-error.js';
import { drainRequest } from '../../shared/drain-request.js';

export interface ReceivedFile {
  readonly path: string;
  readonly fileName: string;
  readonly sizeBytes: number;
}

export const UPLOAD_DIR = join(tmpdir(), 'ghg-sheet-imports');

/**
 * Streams the multipart field `file` to a file on disk, never holding it whole in memory; over 100 MB the
 * upload stops and is refused with FILE_TOO_LARGE. A request without a file is refused as FILE_TYPE.
 */
export async function receiveUpload(req: IncomingMessage, importId: string): Promise<ReceivedFile> {
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
    throw new SheetFileError('FILE_TYPE');
  await mkdir(UPLOAD_DIR, { recursive: true });
  const path = join(UPLOAD_DIR, `${importId}.upload`);
  try {
    return await new Promise<ReceivedFile>((resolve, reject) => {
      const parser = multipartParserOf(req, { fileSize: MAX_UPLOAD_BYTES });
      if (!parser) {
        reject(new SheetFileError('FILE_TYPE', 'malformed multipart header'));
        return;
      }
      let received: Promise<ReceivedFile> | null = null;
      parser.on('file', (field, stream, info) => {
        if (field !== 'file' || received) {
          stream.resume();
          return;
        }
        let size = 0;
        let truncated = false;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        stream.on('limit', () => {
          truncated = true;
        });
        received = pipeline(stream, createWriteStream(path)).then(() => {
          if (truncated) throw new SheetFileError('FILE_TOO_LARGE');
          return { path, fileName: safeName(info.filename), sizeBytes: size };
        });
      });
      parser.on('error', () => reject(new SheetFileError('FILE_TYPE', 'malformed multipart body')));
      parser.on('close', () => {
        if (!received) reject(new SheetFileError('FILE_TYPE', 'no file'));
        else received.then(resolve, reject);
      });
      req.pipe(parser);
    });
  } catch (error) {
    await rm(path, { force: true });
    await drainRequest(req);
    throw error;
  }
}

/** The name as history shows it: the base name only, no control characters, at most 200 characters. */
function safeName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'upload';
}
