import type { EntitiesChangeView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';
import type { LocationChange } from './locations.api';

/** A write to the organization's locations: the locations after it, or the refusal. */
export async function changeLocations(
  path: string,
  method: 'POST' | 'DELETE',
  body?: unknown,
): Promise<LocationChange> {
  try {
    const answer = await sendJson<EntitiesChangeView & { fields: { path: string; code: string }[] }>(
      path,
      method,
      body,
    );
    if (answer.ok && answer.body.entities) return { ok: true, entities: answer.body.entities };
    return { ok: false, status: answer.status, fields: answer.body.fields ?? [] };
  } catch (error) {
    console.error('location change failed', error);
    return { ok: false, status: 0, fields: [] };
  }
}

export const entitiesPath = (organizationId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/entities`;
