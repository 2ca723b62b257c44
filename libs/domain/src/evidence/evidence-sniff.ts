import { sniffImageType } from '../provider-contact/image-sniff.js';
import type { EvidenceMediaType } from './evidence-file.js';

/** Why a file was refused before anything was stored or appended (413, 415, 422 at the API). */
export type EvidenceFileRefusal =
  | 'EVIDENCE_TOO_LARGE'
  | 'EVIDENCE_TYPE'
  | 'EVIDENCE_EMPTY'
  | 'EVIDENCE_ENCRYPTED'
  | 'EVIDENCE_ACTIVE_CONTENT'
  | 'EVIDENCE_IMAGE_TOO_LARGE';

export const EVIDENCE_REFUSAL_MESSAGES: Readonly<Record<EvidenceFileRefusal, string>> = {
  EVIDENCE_TOO_LARGE: 'Please choose a file under 20 MB',
  EVIDENCE_TYPE: 'Please choose a PDF or an image (PNG, JPEG, WebP)',
  EVIDENCE_EMPTY: 'The file is empty',
  EVIDENCE_ENCRYPTED: 'The PDF is password-protected: save it without a password',
  EVIDENCE_ACTIVE_CONTENT:
    'The PDF contains scripts, launch actions or embedded files: print it to a plain PDF',
  EVIDENCE_IMAGE_TOO_LARGE: 'The image declares more pixels than a scan needs (a decompression bomb?)',
};

/** An image may declare this many pixels at most: a 600 dpi A3 scan is about 70 million. */
export const MAX_EVIDENCE_PIXELS = 100_000_000;

export type EvidenceSniff =
  { ok: true; mediaType: EvidenceMediaType } | { ok: false; refusal: EvidenceFileRefusal };

const PDF_MAGIC = '%PDF-';
/**
 * Names of PDF objects a document needs none of and a hostile one uses: scripts, actions that start programs or
 * open other files, attachments. Matched as whole names (`/JS` but not `/JSomething`), in the file's bytes.
 */
const PDF_ACTIVE =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|GoToE|ImportData|SubmitForm)(?![A-Za-z0-9])/;
const PDF_ENCRYPT = /\/Encrypt(?![A-Za-z0-9])/;

/**
 * What an uploaded file is, by its bytes: a PDF or an image the product keeps, or why it is refused. The same idea
 * as the spreadsheet upload's checks: the type comes from the content, and what a hostile file would declare
 * (encryption, scripts, attachments, a pixel count no scan has) is refused unread by anything else.
 */
export function sniffEvidence(bytes: Uint8Array): EvidenceSniff {
  if (bytes.length === 0) return { ok: false, refusal: 'EVIDENCE_EMPTY' };
  const head = latin1(bytes.subarray(0, 1024));
  // The PDF header may follow a little junk (ISO 32000 tolerates it within the first 1024 bytes).
  if (head.includes(PDF_MAGIC)) return pdfOf(bytes);
  const image = sniffImageType(bytes);
  if (!image) return { ok: false, refusal: 'EVIDENCE_TYPE' };
  const pixels = declaredPixels(bytes, image);
  if (pixels === null) return { ok: false, refusal: 'EVIDENCE_TYPE' };
  if (pixels > MAX_EVIDENCE_PIXELS) return { ok: false, refusal: 'EVIDENCE_IMAGE_TOO_LARGE' };
  return { ok: true, mediaType: image };
}

function pdfOf(bytes: Uint8Array): EvidenceSniff {
  const text = latin1(bytes);
  if (PDF_ENCRYPT.test(text)) return { ok: false, refusal: 'EVIDENCE_ENCRYPTED' };
  if (PDF_ACTIVE.test(text)) return { ok: false, refusal: 'EVIDENCE_ACTIVE_CONTENT' };
  return { ok: true, mediaType: 'application/pdf' };
}

/** Width × height the image's header declares; null when the header cannot be read (not really that image). */
export function declaredPixels(
  bytes: Uint8Array,
  type: 'image/png' | 'image/jpeg' | 'image/webp',
): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') {
    if (bytes.length < 24 || latin1(bytes.subarray(12, 16)) !== 'IHDR') return null;
    return view.getUint32(16) * view.getUint32(20);
  }
  if (type === 'image/jpeg') return jpegPixels(bytes, view);
  return webpPixels(bytes, view);
}

/** The first start-of-frame marker's size (SOF0…SOF15 but DHT, JPG and DAC). */
function jpegPixels(bytes: Uint8Array, view: DataView): number | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return view.getUint16(at + 5) * view.getUint16(at + 7);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpPixels(bytes: Uint8Array, view: DataView): number | null {
  if (bytes.length < 30) return null;
  const chunk = latin1(bytes.subarray(12, 16));
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return width * height;
  }
  if (chunk === 'VP8 ') return (view.getUint16(26, true) & 0x3fff) * (view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return ((bits & 0x3fff) + 1) * (((bits >> 14) & 0x3fff) + 1);
  }
  return null;
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) text += String.fromCharCode(...bytes.subarray(i, i + step));
  return text;
}
