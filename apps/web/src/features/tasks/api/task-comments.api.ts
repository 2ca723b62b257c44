import type { TaskCommentView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** GET organizations/{id}/tasks/{taskId}/comments: the task's thread. */
export const useTaskComments = (organizationId: string | null, taskId: string) =>
  useApiRead<TaskCommentView[]>(
    organizationId
      ? `/api/organizations/${encodeURIComponent(organizationId)}/tasks/${encodeURIComponent(taskId)}/comments`
      : null,
  );
