import type { RowVerificationsView } from '@ghg/contracts';
import { useTaskApiRead } from './task-api-read';

/** GET organizations/{id}/row-verification: the rows' verification badges and the verified share. */
export const useRowVerifications = (organizationId: string | null) =>
  useTaskApiRead<RowVerificationsView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/row-verification` : null,
  );
