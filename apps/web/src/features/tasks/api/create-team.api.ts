import { orgPath, taskWrite } from './task-write';

/** POST organizations/{id}/teams: an administrator names a group of the organization's people. */
export const createTeam = (organizationId: string, name: string, memberIds: string[]) =>
  taskWrite(orgPath(organizationId, '/teams'), 'POST', { name, memberIds });
