import { orgPath, taskWrite } from './task-write';

/** POST organizations/{id}/row-verification/approve: a verifier approves sent rows. */
export const approveRows = (organizationId: string, rowIds: string[]) =>
  taskWrite(orgPath(organizationId, '/row-verification/approve'), 'POST', { rowIds });
