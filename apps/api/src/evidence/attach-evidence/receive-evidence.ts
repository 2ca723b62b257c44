import { type EvidenceFileRefusal, MAX_EVIDENCE_BYTES } from '@ghg/domain';
import type { IncomingMessage } from 'node:http';
import { multipartParserOf } from '../../shared/multipart-parser.js';
import { drainRequest } from '../../shared/drain-request.js';

/** A refused upload, before anything was stored or appended. */
export class EvidenceUploadError extends Error {
  constructor(
    readonly refusal: EvidenceFileRefusal,
    detail?: string,
  ) {
    super(detail ?? refusal);
    this.name = 'EvidenceUploadError';
  }
}

export interface ReceivedEvidence {
  readonly bytes: Buffer;
  /** The name the client gave (multipart filename), or null for a raw body. */
  readonly fileName: string | null;
}

/**
 * The uploaded file in memory (at most 20 MB, so it fits): the multipart field `file`, or the raw body under any
 * other content type. A declared or an actual size over the limit stops reading and is refused as
 * EVIDENCE_TOO_LARGE; the rest of the request is read away so the client gets the answer.
 */
export async function receiveEvidence(req: IncomingMessage): Promise<ReceivedEvidence> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  try {
    // A multipart body carries a little more than its file; anything declaring far more is refused unread.
    if (Number.isFinite(declared) && declared > MAX_EVIDENCE_BYTES + 64 * 1024)
      throw new EvidenceUploadError('EVIDENCE_TOO_LARGE');
    // A JSON or XML body was parsed already (json-body.ts): it is no PDF or image.
    if (req.readableEnded) throw new EvidenceUploadError('EVIDENCE_TYPE');
    if (/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) return await multipartOf(req);
    return { bytes: await rawOf(req), fileName: null };
  } catch (error) {
    await drainRequest(req);
    throw error;
  }
}

function rawOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_EVIDENCE_BYTES) {
        req.off('data', onData);
        reject(new EvidenceUploadError('EVIDENCE_TOO_LARGE'));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function multipartOf(req: IncomingMessage): Promise<ReceivedEvidence> {
  return new Promise((resolve, reject) => {
    const parser = multipartParserOf(req, { fileSize: MAX_EVIDENCE_BYTES });
    if (!parser) {
      reject(new EvidenceUploadError('EVIDENCE_TYPE', 'malformed multipart body'));
      return;
    }
    let received: Promise<ReceivedEvidence> | null = null;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
      received = new Promise((done, fail) => {
        stream.on('end', () => {
          if (truncated) fail(new EvidenceUploadError('EVIDENCE_TOO_LARGE'));
          else done({ bytes: Buffer.concat(chunks), fileName: info.filename ?? null });
        });
        stream.on('error', fail);
      });
    });
    parser.on('error', () => reject(new EvidenceUploadError('EVIDENCE_TYPE', 'malformed multipart body')));
    parser.on('close', () => {
      if (!received) reject(new EvidenceUploadError('EVIDENCE_TYPE', 'no file'));
      else received.then(resolve, reject);
    });
    req.pipe(parser);
  });
}
