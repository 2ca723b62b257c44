import { useCallback, useEffect, useState } from 'react';
import { type ReadRequest, requestOutcomeOf } from './read-request';
import { readYourWrites } from './read-your-writes';

/**
 * GET one path of our REST API after the caller's last write (`position`, read-your-writes); a failure is logged
 * only (spec §8) and answered as a quiet state. `reload(after)` reads again after a change, `retry` after a
 * failure. Null path: nothing to read yet (no organization, or the module is locked). Each read is one operation
 * in its feature's api/ folder.
 */
export function useApiRead<T>(path: string | null): {
  state: ReadRequest<T>;
  reload: (after?: string) => void;
  retry: () => void;
} {
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
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload, retry };
}
