import type { CommandResultView, DataSharingView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';
import { useApiRead } from '../../../lib/use-api-read';

const pathOf = (organizationId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/data-sharing`;

/** The company's consent to share its figures with its provider (GET organizations/{id}/data-sharing). */
export const useDataSharing = (organizationId: string | null) =>
  useApiRead<DataSharingView>(organizationId ? pathOf(organizationId) : null);

/** Gives (PUT) or withdraws (DELETE) the consent; the administrator only (the server decides). */
export const changeDataSharing = (organizationId: string, consent: boolean) =>
  sendJson<CommandResultView>(pathOf(organizationId), consent ? 'PUT' : 'DELETE');
