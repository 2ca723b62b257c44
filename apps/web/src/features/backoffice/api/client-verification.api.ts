import type { ClientRowVerificationsView, CommandResultView } from '@ghg/contracts';
import { readYourWrites } from '../../../lib/read-your-writes';
import { sendJson } from '../../../lib/send-json';
import { type ClientVerificationRead, clientVerificationReadOf } from '../model/client-verification';

const clientPath = (organizationId: string, rest: string) =>
  `/api/backoffice/organizations/${encodeURIComponent(organizationId)}${rest}`;

/**
 * GET backoffice/organizations/{id}/row-verification: the client's rows in verification. Its 403 is the answer
 * "this client has not bought verification", so the one read also gives the flag.
 */
export async function readClientVerification(
  organizationId: string,
  after: string,
): Promise<ClientVerificationRead> {
  try {
    const response = await fetch(clientPath(organizationId, '/row-verification'), readYourWrites(after));
    const data = response.ok ? ((await response.json()) as ClientRowVerificationsView) : undefined;
    return clientVerificationReadOf(response.status, data);
  } catch (error: unknown) {
    console.error('The client verification could not be read', error);
    return { kind: 'failed' };
  }
}

/** PUT backoffice/organizations/{id}/verification: whether the client bought verification. */
export const setVerificationPurchased = (organizationId: string, purchased: boolean) =>
  sendJson<CommandResultView>(clientPath(organizationId, '/verification'), 'PUT', { purchased });

/** POST …/row-verification/approve: the provider's staff approve the client's sent rows. */
export const approveClientRows = (organizationId: string, rowIds: string[]) =>
  sendJson<CommandResultView>(clientPath(organizationId, '/row-verification/approve'), 'POST', { rowIds });

/** POST …/row-verification/return: the provider's staff return a sent row with a comment. */
export const returnClientRow = (organizationId: string, rowId: string, comment: string) =>
  sendJson<CommandResultView>(clientPath(organizationId, '/row-verification/return'), 'POST', {
    rowId,
    comment,
  });
