import type { ProviderRequestView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** Support and offset-quote requests of every organization, newest first (provider staff). */
export const useProviderRequests = () =>
  useApiRead<ProviderRequestView[]>('/api/backoffice/provider-requests');
