import { orgPath, taskWrite } from './task-write';

/** POST organizations/{id}/row-verification/submit: rows sent for verification. */
export const submitRows = (organizationId: string, rowIds: string[]) =>
  taskWrite(orgPath(organizationId, '/row-verification/submit'), 'POST', { rowIds });
