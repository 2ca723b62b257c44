import type { EvidenceFileView } from '@ghg/contracts';
import { readYourWrites } from '../../../lib/read-your-writes';

export const evidencePath = (organizationId: string, questionId: string): string =>
  `/api/organizations/${encodeURIComponent(organizationId)}/answers/${encodeURIComponent(questionId)}/evidence`;

export const evidenceDownloadPath = (organizationId: string, file: EvidenceFileView): string =>
  `${evidencePath(organizationId, file.questionId)}/${encodeURIComponent(file.evidenceId)}`;

/** The files of one row, read after the page's last write (`position`). Null when the read failed. */
export async function fetchEvidenceFiles(
  organizationId: string,
  questionId: string,
  rowId: string,
  position = '0',
): Promise<EvidenceFileView[] | null> {
  const response = await fetch(
    `${evidencePath(organizationId, questionId)}?rowId=${encodeURIComponent(rowId)}`,
    readYourWrites(position),
  );
  if (!response.ok) return null;
  return (await response.json()) as EvidenceFileView[];
}
