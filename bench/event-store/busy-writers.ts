import { type EventStore } from '@ghg/event-store';
import { benchEvent } from './workload.js';

export interface BusyWritersOptions {
  writers: number;
  seconds: number;
  /** Synchronous work per append on the shared event loop (the API spends ≈ 4–6 ms of CPU per edit). */
  cpuMs: number;
  /** Mean pause before each append (uniform 0 … 2 × mean), as people editing at a brisk pace. */
  pauseMs: number;
}

export interface BusyWritersResult {
  name: string;
  appends: number;
  appendsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

/**
 * Many writers in one process whose event loop is busy, each appending one event to its own stream at the
 * exact revision: the command side of the answers benchmark without HTTP. Appends are serialised by the append
 * lock, so what is measured is how long the lock is held per append: with round trips inside the lock, each
 * waits for a turn of the busy loop while the other writers queue.
 */
export async function busyWriters(
  store: EventStore,
  options: BusyWritersOptions,
): Promise<BusyWritersResult> {
  const burn = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: options.writers }, async (_, writer) => {
      const stream = `busy-writer-${writer}-${started}`;
      let revision: number | 'no_stream' = 'no_stream';
      for (;;) {
        await sleep(Math.random() * 2 * options.pauseMs);
        if (performance.now() >= until) return;
        burn(options.cpuMs);
        const sent = performance.now();
        revision = (await store.append(stream, [benchEvent(i++)], revision)).nextExpectedRevision;
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;
  return {
    name: `append latency, ${options.writers} writers on a busy event loop (${options.cpuMs} ms CPU, ${options.pauseMs} ms mean pause)`,
    appends: sorted.length,
    appendsPerSecond: Math.round(sorted.length / (elapsedMs / 1000)),
    latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
  };
}
