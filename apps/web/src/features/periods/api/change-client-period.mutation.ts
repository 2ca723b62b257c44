import type { CommandResultView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';

export type ClientPeriodOutcome =
  { ok: true; result: CommandResultView } | { ok: false; refusal: 'forbidden' | 'failed' };

/**
 * Blocks (PUT) or unblocks (DELETE) one month of a client organization, as provider staff:
 * `/api/backoffice/organizations/:id/blocked-periods/:period`. A 403 is a refusal by role (only a supervisor
 * unblocks); anything else that is not 200, or a lost connection, is a failure to try again.
 */
export async function changeClientPeriod(
  organizationId: string,
  period: string,
  blocked: boolean,
): Promise<ClientPeriodOutcome> {
  const path = `/api/backoffice/organizations/${encodeURIComponent(organizationId)}/blocked-periods/${encodeURIComponent(period)}`;
  try {
    const answer = await sendJson<CommandResultView>(path, blocked ? 'PUT' : 'DELETE');
    if (answer.ok && answer.body.position !== undefined) {
      return { ok: true, result: answer.body as CommandResultView };
    }
    return { ok: false, refusal: answer.status === 403 ? 'forbidden' : 'failed' };
  } catch {
    return { ok: false, refusal: 'failed' };
  }
}
