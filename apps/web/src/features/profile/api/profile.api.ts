import { useCallback, useEffect, useState } from 'react';
import type { ProfileView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

export type ProfileState =
  | { kind: 'loading' }
  | { kind: 'sessionEnded' }
  | { kind: 'failed' }
  | { kind: 'ready'; profile: ProfileView };

/** GET users/me/profile; `reload(position)` reads again once the projections passed a save. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const [position, setPosition] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const headers: Record<string, string> = { ...CSRF_HEADERS };
    if (position) headers['x-wait-for-position'] = position;
    fetch('/api/users/me/profile', { credentials: 'include', headers })
      .then(async (response) => {
        if (cancelled) return;
        if (response.status === 401) return setState({ kind: 'sessionEnded' });
        if (!response.ok) throw new Error(`profile answered ${response.status}`);
        setState({ kind: 'ready', profile: (await response.json()) as ProfileView });
      })
      .catch((error: unknown) => {
        console.error('profile could not be read', error);
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [position, attempt]);
  const reload = useCallback((after: string | null) => {
    if (after) setPosition(after);
    else setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
