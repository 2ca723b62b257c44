import type { TaskStatusKey } from '@ghg/contracts';
import { orgPath, taskWrite } from './task-write';

/** PUT organizations/{id}/tasks/{taskId}/status. */
export const changeTaskStatus = (organizationId: string, taskId: string, status: TaskStatusKey) =>
  taskWrite(orgPath(organizationId, `/tasks/${encodeURIComponent(taskId)}/status`), 'PUT', { status });
