import { useCallback, useEffect, useState } from 'react';
import { type ReadRequest, requestOutcomeOf } from './read-request';
import { readYourWrites } from './read-your-writes';

/**
 * GET one path of the REST API after the caller's last write (`position`, read-your-writes); `reload` reads it
 * again after a change. Null path: nothing to read yet (no organization, or the module is locked).
 */
export function useApiRead<T>(path: string | null) {
  const [state, setState] = useState<ReadRequest<T>>({ kind: 'loading' });
  const [position, setPosition] = useState('0');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    fetch(path, readYourWrites(position))
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
  }, [path, position, attempt]);
  const reload = useCallback((after?: string) => {
    if (after) setPosition(after);
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
