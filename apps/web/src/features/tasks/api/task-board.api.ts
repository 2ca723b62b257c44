import type { TaskBoardView } from '@ghg/contracts';
import { useTaskApiRead } from './task-api-read';

/** GET organizations/{id}/tasks: the tasks the person may see, with teams, people and locations. */
export const useTaskBoard = (organizationId: string | null) =>
  useTaskApiRead<TaskBoardView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/tasks` : null,
  );
