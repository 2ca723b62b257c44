import type { RowVerificationsView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** GET organizations/{id}/row-verification: the rows' verification badges and the verified share. */
export const useRowVerifications = (organizationId: string | null) =>
  useApiRead<RowVerificationsView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/row-verification` : null,
  );
