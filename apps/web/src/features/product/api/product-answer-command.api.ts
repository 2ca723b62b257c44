import type { AnswerCommandInput, AnswerCommandResultView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';

/** One answer command on a product section (the organization's answer commands), at the section's revision. */
export const sendProductAnswerCommand = (
  organizationId: string,
  productId: string,
  sectionKey: string,
  command: AnswerCommandInput,
  expectedRevision: number,
) =>
  sendJson<AnswerCommandResultView & { code: string; fields: { path: string; code: string }[] }>(
    `/api/organizations/${encodeURIComponent(organizationId)}/products/${encodeURIComponent(productId)}/answers/${encodeURIComponent(sectionKey)}/commands`,
    'POST',
    { command, expectedRevision },
  );
