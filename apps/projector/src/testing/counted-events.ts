import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@ghg/event-store';
import { COUNTED_EVENT } from './stream-counter.projection.js';

export interface CountedEventsPlan {
  streams: number;
  perStream: number;
  /** Events per append call. */
  chunk?: number;
  streamPrefix?: string;
}

/**
 * Appends streams × perStream counted events, interleaving streams so batches mix them. Each event carries
 * amount = its revision + 1, so the expected total is known without reading anything back.
 */
export async function appendCountedEvents(store: EventStore, plan: CountedEventsPlan): Promise<bigint> {
  const chunk = plan.chunk ?? 50;
  const prefix = plan.streamPrefix ?? 'counted';
  const written = new Array<number>(plan.streams).fill(0);
  let position = 0n;
  while (written.some((count) => count < plan.perStream)) {
    for (let s = 0; s < plan.streams; s++) {
      const from = written[s]!;
      const size = Math.min(chunk, plan.perStream - from);
      if (size <= 0) continue;
      const events: NewEvent[] = [];
      for (let i = 0; i < size; i++) events.push(countedEvent(from + i + 1));
      const result = await store.append(`${prefix}-${s}`, events, from === 0 ? 'no_stream' : from - 1);
      written[s] = from + size;
      position = result.position;
    }
  }
  return position;
}

/** Σ amounts for a plan: each stream contributes 1 + 2 + … + perStream. */
export function expectedAmount(plan: CountedEventsPlan): bigint {
  const n = BigInt(plan.perStream);
  return (BigInt(plan.streams) * n * (n + 1n)) / 2n;
}

export function countedEvent(amount: number): NewEvent {
  return {
    type: COUNTED_EVENT,
    data: { amount },
    metadata: {
      actorId: 'test-actor',
      organizationId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: { channel: 'test' },
    },
  };
}
