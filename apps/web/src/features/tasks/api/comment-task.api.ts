import { orgPath, taskWrite } from './task-write';

/** POST organizations/{id}/tasks/{taskId}/comments. */
export const commentOnTask = (organizationId: string, taskId: string, text: string) =>
  taskWrite(orgPath(organizationId, `/tasks/${encodeURIComponent(taskId)}/comments`), 'POST', { text });
