import { useCallback, useEffect, useState } from 'react';
import type { InvitationView, OrganizationUserView, OutboxMessageView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

export interface UsersPageData {
  users: OrganizationUserView[];
  invitations: InvitationView[];
  outbox: OutboxMessageView[];
}

export type UsersPageState =
  { kind: 'loading' } | { kind: 'forbidden' } | { kind: 'failed' } | { kind: 'ready'; data: UsersPageData };

class ListError extends Error {
  constructor(readonly status: number) {
    super(`list failed with ${status}`);
  }
}

async function getList<T>(path: string, position: string | null): Promise<T> {
  const headers: Record<string, string> = { ...CSRF_HEADERS };
  if (position) headers['x-wait-for-position'] = position;
  const response = await fetch(path, { credentials: 'include', headers });
  if (!response.ok) throw new ListError(response.status);
  return (await response.json()) as T;
}

/** The users, open invitations and outbox of the organization; `reload(position)` reads after a change. */
export function useUsersPage(organizationId: string | null) {
  const [state, setState] = useState<UsersPageState>({ kind: 'loading' });
  const [position, setPosition] = useState<string | null>(null);
  useEffect(() => {
    if (!organizationId) return;
    let cancelled = false;
    const org = encodeURIComponent(organizationId);
    Promise.all([
      getList<OrganizationUserView[]>('/api/users', position),
      getList<InvitationView[]>(`/api/organizations/${org}/magicLinks`, position),
      getList<OutboxMessageView[]>(`/api/organizations/${org}/outbox`, position),
    ]).then(
      ([users, invitations, outbox]) => {
        if (!cancelled) setState({ kind: 'ready', data: { users, invitations, outbox } });
      },
      (error: unknown) => {
        // Spec §8: a 403 on the users or invitations list means no view permission; logged, not thrown.
        console.error('users or invitations list refused', error);
        if (!cancelled)
          setState({ kind: error instanceof ListError && error.status === 403 ? 'forbidden' : 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [organizationId, position]);
  const reload = useCallback((after: string) => setPosition(after), []);
  return { state, reload };
}
