import type { TaskCommentView } from '@ghg/contracts';
import { useTaskApiRead } from './task-api-read';

/** GET organizations/{id}/tasks/{taskId}/comments: the task's thread. */
export const useTaskComments = (organizationId: string | null, taskId: string) =>
  useTaskApiRead<TaskCommentView[]>(
    organizationId
      ? `/api/organizations/${encodeURIComponent(organizationId)}/tasks/${encodeURIComponent(taskId)}/comments`
      : null,
  );
