/** Issue 23: an invoice, meter reading or certificate is at most 20 MB. */
export const MAX_EVIDENCE_BYTES = 20 * 1024 * 1024;
export const MAX_EVIDENCE_MB_TEXT = '20';

/** What evidence may be: a PDF or an image, known by its bytes (the name only has to agree). */
export const EVIDENCE_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type EvidenceMediaType = (typeof EVIDENCE_MEDIA_TYPES)[number];

/**
 * One attached file as its event records it. `rowId` null: the file belongs to the whole section; the bytes are
 * stored apart (the API's evidence storage), named by evidenceId and checked against `sha256`.
 */
export interface EvidenceFile {
  readonly evidenceId: string;
  readonly rowId: string | null;
  readonly fileName: string;
  readonly mediaType: EvidenceMediaType;
  readonly sizeBytes: number;
  /** SHA-256 of the bytes, lowercase hex. */
  readonly sha256: string;
}

/** The name as the list and the history show it: base name only, no control characters, at most 200 characters. */
export function evidenceFileName(name: string | null | undefined, mediaType: EvidenceMediaType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"]/g;
  const clean = base.replace(unsafe, '').trim().slice(0, 200);
  return clean || `evidence.${EXTENSION[mediaType]}`;
}

const EXTENSION: Record<EvidenceMediaType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
