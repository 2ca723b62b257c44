/** What a read of our REST API came to; the pages show each differently. */
export type ReadRequest<T> =
  { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'ready'; data: T };

/**
 * The outcome of an answer's status. Spec §8: a failed fetch is logged only, so anything but 200 and 404 is
 * one quiet "failed" state (the layout handles an ended session app-wide).
 */
export function requestOutcomeOf<T>(status: number, data: T | undefined): ReadRequest<T> {
  if (status === 404) return { kind: 'notFound' };
  if (status >= 200 && status < 300 && data !== undefined) return { kind: 'ready', data };
  return { kind: 'failed' };
}
