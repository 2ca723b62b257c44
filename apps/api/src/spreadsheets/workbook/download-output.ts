import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** The error a writer stops with when its download closed before the file was written. */
export const outputClosed = (what: string): Error =>
  new Error(`the output closed before ${what} was written`);

/**
 * Waits for `out` to drain; fails if it closes first. A download the client gave up on never drains, and a writer
 * waiting for it would hold its rows (and an export's database session) forever.
 */
export async function drained(out: Writable, what: string): Promise<void> {
  if (out.destroyed) throw outputClosed(what);
  const stop = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }).then(() => Promise.reject(outputClosed(what))),
    ]);
  } finally {
    stop.abort();
  }
}
