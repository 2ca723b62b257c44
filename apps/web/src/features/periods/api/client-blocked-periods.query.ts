import { useCallback, useEffect, useState } from 'react';
import { readYourWrites } from '../../../lib/read-your-writes';
import { CSRF_HEADERS } from '../../../lib/csrf';
import type { BlockedPeriod } from './blocked-periods.query';

export interface ClientBlockedPeriods {
  /** Undefined while loading (or when no client organization is chosen). */
  periods: BlockedPeriod[] | undefined;
  failed: boolean;
  /** Reads the list again; after a change, once the server's read models passed `position`. */
  reload: (position?: string) => void;
}

/**
 * A client organization's blocked months, for provider staff: `GET /api/backoffice/organizations/:id/blocked-periods`.
 * Nothing is read while `organizationId` is null (the caller's own organization is read over GraphQL).
 */
export function useClientBlockedPeriods(organizationId: string | null): ClientBlockedPeriods {
  const [periods, setPeriods] = useState<BlockedPeriod[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [reading, setReading] = useState<{ position?: string }>({});

  useEffect(() => {
    setPeriods(undefined);
    setFailed(false);
    if (organizationId === null) return;
    let cancelled = false;
    const init: RequestInit = reading.position
      ? readYourWrites(reading.position)
      : { credentials: 'include', headers: { ...CSRF_HEADERS } };
    fetch(`/api/backoffice/organizations/${encodeURIComponent(organizationId)}/blocked-periods`, init)
      .then(async (response) => {
        if (!response.ok) throw new Error(`blocked periods answered ${response.status}`);
        return (await response.json()) as BlockedPeriod[];
      })
      .then(
        (list) => {
          if (!cancelled) setPeriods(list);
        },
        (error: unknown) => {
          console.error('blocked periods of the client not loaded', error);
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [organizationId, reading]);

  const reload = useCallback((position?: string) => setReading({ position }), []);
  return { periods, failed, reload };
}
