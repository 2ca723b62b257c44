import { orgPath, taskWrite } from './task-write';

/** POST organizations/{id}/row-verification/return: a verifier returns a sent row with a comment. */
export const returnRow = (organizationId: string, rowId: string, comment: string) =>
  taskWrite(orgPath(organizationId, '/row-verification/return'), 'POST', { rowId, comment });
