import { useCallback, useEffect, useState } from 'react';
import type { EntityView, OrganizationView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

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
