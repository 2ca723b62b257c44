import busboy, { type Busboy } from 'busboy';
import type { IncomingMessage } from 'node:http';

export interface MultipartLimits {
  readonly fileSize: number;
}

/**
 * A multipart parser for the request, or null when its headers cannot be parsed (no boundary, a
 * Content-Type busboy does not know): busboy throws on those while being built, and an upload route must
 * answer them as a refused file (4xx), not as a server error.
 */
export function multipartParserOf(req: IncomingMessage, limits: MultipartLimits): Busboy | null {
  try {
    return busboy({ headers: req.headers, limits: { files: 1, fields: 5, fileSize: limits.fileSize } });
  } catch {
    return null;
  }
}
