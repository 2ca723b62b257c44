import { useCallback, useEffect, useState } from 'react';
import type { EntitiesChangeView, EntityView, OrganizationView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';
import { sendJson } from '../../../lib/send-json';

export type LocationsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entities: EntityView[] };

/** A location change: the locations after it, or the refusal (field codes when the name was refused). */
export type LocationChange =
  | { ok: true; entities: EntityView[] }
  | { ok: false; status: number; fields: { path: string; code: string }[] };

/** The organization's locations (GET organizations/{id}: entities); `replace` shows a change's answer. */
export function useLocations(organizationId: string | null) {
  const [state, setState] = useState<LocationsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!organizationId) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    fetch(`/api/organizations/${encodeURIComponent(organizationId)}`, {
      credentials: 'include',
      headers: { ...CSRF_HEADERS },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`organization answered ${response.status}`);
        const organization = (await response.json()) as OrganizationView;
        if (!cancelled) setState({ kind: 'ready', entities: organization.entities });
      })
      .catch((error: unknown) => {
        // Spec §8: a failed locations fetch is logged; the page says an error occurred and offers a way back.
        console.error('locations could not be loaded', error);
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [organizationId, attempt]);
  const replace = useCallback((entities: EntityView[]) => setState({ kind: 'ready', entities }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, retry };
}

async function changeLocations(
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

const entitiesPath = (organizationId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/entities`;

export const addLocation = (organizationId: string, name: string) =>
  changeLocations(entitiesPath(organizationId), 'POST', { name });

export const deleteLocation = (organizationId: string, entityId: string) =>
  changeLocations(`${entitiesPath(organizationId)}/${encodeURIComponent(entityId)}`, 'DELETE');
