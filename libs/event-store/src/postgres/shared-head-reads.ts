import type { RecordedEvent } from '../event-envelope.js';
import type { AppendSignal } from './append-signal.js';

type ReadAll = (after: bigint, limit: number) => Promise<RecordedEvent[]>;

const inFlightByDb = new WeakMap<object, Map<string, Promise<RecordedEvent[]>>>();

/**
 * `read` for the subscriptions of one process, with one query for all that ask for the same events at once. An
 * append wakes every subscription (one per projection runner: a dozen), and those at the head of the log all ask
 * for the events after the same position in the same tick: one read instead of one each (6.6 reads of the log per
 * data-entry edit before, docs/benchmarks.md). A caller joins a query only if no append was signalled since it was
 * sent, so it never gets an answer older than what it knows of: a subscription that saw a later append's signal
 * sends its own query, as it would without sharing. Each caller gets its own array (the events are shared).
 */
export function sharedHeadReads(db: object, read: ReadAll, signal: AppendSignal): ReadAll {
  let inFlight = inFlightByDb.get(db);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByDb.set(db, inFlight);
  }
  const queries = inFlight;
  return (after, limit) => {
    const key = `${after}|${limit}|${signal.version}`;
    let pending = queries.get(key);
    if (!pending) {
      pending = read(after, limit).finally(() => queries.delete(key));
      queries.set(key, pending);
    }
    return pending.then((events) => events.slice());
  };
}
