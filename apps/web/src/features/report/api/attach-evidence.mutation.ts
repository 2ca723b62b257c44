import type { EvidenceCommandResultView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';
import { evidencePath } from './evidence-files.query';

export type AttachOutcome = { ok: true; position: string } | { ok: false; code: string };

/** Uploads one file to a row (multipart field `file`); the refusal's code says why (EVIDENCE_TOO_LARGE, …). */
export async function attachEvidence(
  organizationId: string,
  questionId: string,
  rowId: string,
  file: File,
): Promise<AttachOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await fetch(
      `${evidencePath(organizationId, questionId)}?rowId=${encodeURIComponent(rowId)}`,
      { method: 'POST', credentials: 'include', headers: { ...CSRF_HEADERS }, body: form },
    );
    const body = (await response.json().catch(() => ({}))) as Partial<EvidenceCommandResultView> & {
      code?: string;
    };
    if (response.ok && body.position) return { ok: true, position: body.position };
    return { ok: false, code: body.code ?? 'EVIDENCE_FAILED' };
  } catch {
    return { ok: false, code: 'EVIDENCE_FAILED' };
  }
}
