import { mapExchange, type CombinedError } from 'urql';

/** What an answer of the server means for the whole app (spec §8), whichever query or mutation got it. */
export type SessionSignal = 'session-expired' | 'go-home';

export function signalOf(error: CombinedError | undefined): SessionSignal | null {
  if (!error) return null;
  const status = (error.response as Response | undefined)?.status;
  const codes = error.graphQLErrors.map((e) => e.extensions?.code);
  if (status === 401 || codes.includes('UNAUTHENTICATED')) return 'session-expired';
  if (status === 403 || status === 503) return 'go-home';
  return null;
}

/**
 * Operation context of a page that explains a refusal itself (a message, greyed filters) rather than the app-wide
 * 403 → home: a query's `context`, or a mutation's second argument.
 */
export const OWNS_FORBIDDEN = { ownsForbidden: true };

const listeners = new Set<(signal: SessionSignal) => void>();

export function onSessionSignal(listener: (signal: SessionSignal) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Passes every GraphQL answer's 401/403/503 to the layout, which logs out or goes home. */
export const sessionSignalExchange = mapExchange({
  onResult(result) {
    const signal = signalOf(result.error);
    // A page that explains a refusal itself (e.g. a provider action only a supervisor may take) keeps the user.
    if (signal === 'go-home' && result.operation.context['ownsForbidden'] === true) return;
    if (signal) for (const listener of listeners) listener(signal);
  },
});
