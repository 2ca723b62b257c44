import { type RecordedEvent } from '../event-envelope.js';
import { type SubscribeOptions, type Subscription } from '../event-store.port.js';
import { type AppendSignal } from './append-signal.js';

export const DEFAULT_BATCH_SIZE = 500;

/**
 * Catch-up then live, one loop: read a batch after the last delivered position; if there is none, wait for a
 * local append or the poll interval, and read again. The handler sees each batch once, in log order, and the
 * next batch is read only after it resolves. A handler or read error ends the subscription and rejects `done`.
 */
export function startCatchUpSubscription(
  readAll: (after: bigint, limit: number) => Promise<RecordedEvent[]>,
  signal: AppendSignal,
  pollIntervalMs: number,
  options: SubscribeOptions,
): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new TypeError('batchSize must be a positive integer');
  const stopping = new AbortController();

  const run = async (): Promise<void> => {
    let after = options.fromPosition;
    while (!stopping.signal.aborted) {
      const seenVersion = signal.version;
      const events = await readAll(after, batchSize);
      if (stopping.signal.aborted) return;
      if (events.length > 0) {
        await options.onEvents(events);
        after = events[events.length - 1]!.position;
        // A full batch means there may be more right away; a short one means we reached the head.
        if (events.length === batchSize) continue;
      }
      await signal.wait(seenVersion, pollIntervalMs, stopping.signal);
    }
  };

  const done = run();
  return {
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => undefined);
    },
  };
}
