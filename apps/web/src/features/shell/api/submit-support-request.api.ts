import type { ProviderContactResultView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';

export interface SupportRequestBody {
  requestId: string;
  subject: string;
  message: string;
  screenshot?: string;
  language: 'pl' | 'en';
}

/** POST organizations/{orgId}/support-requests. */
export const submitSupportRequest = (organizationId: string, body: SupportRequestBody) =>
  sendJson<ProviderContactResultView & { fields?: { path: string; code: string }[] }>(
    `/api/organizations/${encodeURIComponent(organizationId)}/support-requests`,
    'POST',
    body,
  );
