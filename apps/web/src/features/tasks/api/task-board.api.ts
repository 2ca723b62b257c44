import type { TaskBoardView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** GET organizations/{id}/tasks: the tasks the person may see, with teams, people and locations. */
export const useTaskBoard = (organizationId: string | null) =>
  useApiRead<TaskBoardView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/tasks` : null,
  );
