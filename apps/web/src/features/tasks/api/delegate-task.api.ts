import type { DelegateTaskInput } from '@ghg/contracts';
import { orgPath, taskWrite } from './task-write';

/** POST organizations/{id}/tasks: an administrator delegates an area to a person or a team. */
export const delegateTask = (organizationId: string, input: DelegateTaskInput) =>
  taskWrite(orgPath(organizationId, '/tasks'), 'POST', input);
