import { useCallback, useEffect, useState } from 'react';
import { CSRF_HEADERS } from './csrf';
import { type ReadRequest, requestOutcomeOf } from './read-request';

/**
 * GET one path of our REST API (the articles feed today); a failure is logged only (spec §8) and answered as a
 * quiet state. Each read is one operation in its feature's api/ folder.
 */
export function useApiRead<T>(path: string): { state: ReadRequest<T>; retry: () => void } {
  const [state, setState] = useState<ReadRequest<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    fetch(path, { credentials: 'include', headers: { ...CSRF_HEADERS } })
      .then(async (response) => {
        const data = response.ok ? ((await response.json()) as T) : undefined;
        const outcome = requestOutcomeOf(response.status, data);
        if (outcome.kind === 'failed') console.error(`${path} answered ${response.status}`);
        if (!cancelled) setState(outcome);
      })
      .catch((error: unknown) => {
        console.error(`${path} could not be read`, error);
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
