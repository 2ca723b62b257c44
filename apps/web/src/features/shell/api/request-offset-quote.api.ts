import type { ProviderContactResultView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';

export interface OffsetQuoteBody {
  requestId: string;
  projectId: string;
  tonnes: number;
  message: string;
  language: 'pl' | 'en';
}

/** POST organizations/{orgId}/offset-quote-requests. */
export const requestOffsetQuote = (organizationId: string, body: OffsetQuoteBody) =>
  sendJson<ProviderContactResultView & { fields?: { path: string; code: string }[] }>(
    `/api/organizations/${encodeURIComponent(organizationId)}/offset-quote-requests`,
    'POST',
    body,
  );
