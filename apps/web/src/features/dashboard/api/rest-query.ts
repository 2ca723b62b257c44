import { useEffect, useState } from 'react';
import { CSRF_HEADERS } from '../../../lib/csrf';

export interface RestQueryState<T> {
  data: T | null;
  error: Error | null;
  /** Spec §4 charts loading flag: true while asking, false afterwards, also on error. */
  fetching: boolean;
}

/** A GET path with its query string; undefined values are left out. */
export function restPath(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export class RestQueryError extends Error {
  constructor(readonly status: number) {
    super(`GET failed with ${status}`);
  }
}

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: 'include', headers: CSRF_HEADERS, signal });
  if (!response.ok) throw new RestQueryError(response.status);
  return (await response.json()) as T;
}

/**
 * Reads a REST answer whose shape is the contract's view as it is (maps included, which GraphQL would need
 * flattened). A newer path cancels the older request, so a quick change of filters shows the last choice.
 */
export function useRestQuery<T>(path: string | null): RestQueryState<T> {
  const [state, setState] = useState<RestQueryState<T>>({ data: null, error: null, fetching: path !== null });
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, error: null, fetching: true }));
    getJson<T>(path, controller.signal).then(
      (data) => setState({ data, error: null, fetching: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Logged as spec §8 asks; the page shows its own message.
        console.error('dashboard query failed', path, error);
        setState((previous) => ({
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
          fetching: false,
        }));
      },
    );
    return () => controller.abort();
  }, [path]);
  return state;
}
