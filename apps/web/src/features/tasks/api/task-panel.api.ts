import type { TaskPanelView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** GET organizations/{id}/task-panel: the dashboard's own open tasks and overdue ones. */
export const useTaskPanel = (organizationId: string | null) =>
  useApiRead<TaskPanelView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/task-panel` : null,
  );
