import type { TaskPanelView } from '@ghg/contracts';
import { useTaskApiRead } from './task-api-read';

/** GET organizations/{id}/task-panel: the dashboard's own open tasks and overdue ones. */
export const useTaskPanel = (organizationId: string | null) =>
  useTaskApiRead<TaskPanelView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/task-panel` : null,
  );
