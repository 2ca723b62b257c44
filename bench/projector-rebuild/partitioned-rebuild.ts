import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { resetProjection } from '@ghg/projector';
import { busyCoresBetween, cpuTicks } from '../support/busy-cores.js';
import { orgCountedEvents } from '../../apps/projector/src/testing/org-counter.projection.js';
import {
  benchProjection,
  PARTITIONED_BENCH_PROJECTIONS,
  partitionedEventRows,
} from './partition-projections.js';

export interface PartitionedMeasurement {
  projection: string;
  partitions: number;
  events: number;
  durationMs: number;
  eventsPerSecond: number;
  /** The events the partitions read, in logs: 1 when each read only its own, N when each read the whole log. */
  logReads: number;
  /** Cores busy on average during the rebuild, PostgreSQL's included (null without /proc). */
  busyCores: number | null;
  /** Cores the projector processes themselves kept busy on average (their own CPU time over the rebuild's). */
  projectorCores: number;
}

const ROOT = path.resolve(__dirname, '../..');

/**
 * Rebuilds one projection from zero with `partitions` projector processes, one partition each (what N projector
 * replicas do after `rebuild`): the workers start and take their leases first, then the clock runs from the reset
 * (truncate + checkpoints at 0) until the last partition reached the head.
 */
export async function measurePartitionedRebuild(
  db: Db,
  store: EventStore,
  url: string,
  name: string,
  partitions: number,
): Promise<PartitionedMeasurement> {
  const projection = benchProjection(name);
  const workers = Array.from({ length: partitions }, (_, index) => startWorker(url, name, index, partitions));
  try {
    await Promise.all(workers.map((worker) => worker.next()));
    const ticks = cpuTicks();
    const started = performance.now();
    await resetProjection(db, projection, partitions);
    const head = await store.headPosition();
    for (const worker of workers) worker.process.stdin!.write(`go ${head}\n`);
    const results = await Promise.all(workers.map((worker) => worker.next()));
    const durationMs = performance.now() - started;
    const busyCores = busyCoresBetween(ticks, cpuTicks(), os.cpus().length);
    const events = Number(head);
    // Each worker reports the events it read and its CPU time; a failure would have thrown.
    const reports = results.map((result) => JSON.parse(result) as { events: number; cpuMs: number });
    const eventsRead = reports.reduce((sum, report) => sum + report.events, 0);
    const projectorCpuMs = reports.reduce((sum, report) => sum + report.cpuMs, 0);
    return {
      projection: name,
      partitions,
      events,
      durationMs: Math.round(durationMs),
      eventsPerSecond: Math.round(events / (durationMs / 1000)),
      logReads: Math.round((eventsRead / events) * 100) / 100,
      busyCores: busyCores === null ? null : Math.round(busyCores * 100) / 100,
      projectorCores: Math.round((projectorCpuMs / durationMs) * 100) / 100,
    };
  } finally {
    for (const worker of workers) worker.process.kill('SIGKILL');
  }
}

function startWorker(
  url: string,
  name: string,
  index: number,
  count: number,
): { process: ChildProcess; next(): Promise<string> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/projector-rebuild/partition-worker.ts', name, String(index), String(count)],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let exit: string | null = null;
  const failed: Array<(error: Error) => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  child.once('exit', (code, signal) => {
    exit = `worker ${index}/${count} exited (${code ?? signal})`;
    for (const fail of failed) fail(new Error(exit));
  });
  return {
    process: child,
    next: () =>
      new Promise<string>((resolve, reject) => {
        const line = lines.shift();
        if (line !== undefined) return resolve(line);
        if (exit) return reject(new Error(exit));
        waiting.push(resolve);
        failed.push(reject);
      }),
  };
}

export const PARTITION_COUNTS = [1, 2, 4];
/** Targets (issue 22): ≥ 1.7× from one partition to two on two cores, ≥ 20,000 events/s with one. */
export const TARGET_SPEED_UP_1_TO_2 = 1.7;
export const TARGET_ONE_PARTITION_EVENTS_PER_SECOND = 20_000;

/**
 * The scale-out section: BENCH_PARTITION_EVENTS events (default 1,000,000) over 1,000 organizations in a scratch
 * database of their own, each per-organization bench projection rebuilt with 1, 2 and 4 projector processes.
 */
export async function runPartitionedRebuilds(
  db: Db,
  store: EventStore,
  url: string,
  events: number,
): Promise<{ append: { events: number; durationMs: number }; measurements: PartitionedMeasurement[] }> {
  await partitionedEventRows.createTables(db);
  console.log(`partitioned rebuild: appending ${events} events over 1,000 organizations…`);
  const appendStarted = performance.now();
  await appendSpread(store, events, 1000);
  const append = { events, durationMs: Math.round(performance.now() - appendStarted) };
  console.log(
    `  appended in ${(append.durationMs / 1000).toFixed(1)} s (${Math.round(events / (append.durationMs / 1000))} events/s)`,
  );
  const measurements: PartitionedMeasurement[] = [];
  for (const name of PARTITIONED_BENCH_PROJECTIONS) {
    for (const partitions of PARTITION_COUNTS) {
      const m = await measurePartitionedRebuild(db, store, url, name, partitions);
      measurements.push(m);
      const one = measurements.find((x) => x.projection === name && x.partitions === 1)!;
      console.log(
        `  rebuild ${name.padEnd(18)} ${partitions} partition${partitions > 1 ? 's' : ' '} (${partitions} process` +
          `${partitions > 1 ? 'es' : ''}): ${m.events} events in ${(m.durationMs / 1000).toFixed(1)} s, ` +
          `${m.eventsPerSecond} events/s, ${(m.eventsPerSecond / one.eventsPerSecond).toFixed(2)}× one partition` +
          `, the log read ${m.logReads}× in all` +
          (m.busyCores === null ? '' : `, ${m.busyCores.toFixed(2)} of ${os.cpus().length} cores busy`) +
          ` (${m.projectorCores.toFixed(2)} by the projector processes)`,
      );
    }
  }
  return { append, measurements };
}

/** The verdicts on the targets, one line each; false when any is missed. */
export function judgePartitioned(measurements: readonly PartitionedMeasurement[]): boolean {
  let met = true;
  for (const name of new Set(measurements.map((m) => m.projection))) {
    const at = (n: number) => measurements.find((m) => m.projection === name && m.partitions === n)!;
    const speedUp = at(2).eventsPerSecond / at(1).eventsPerSecond;
    const speedMet = speedUp >= TARGET_SPEED_UP_1_TO_2;
    const oneMet = at(1).eventsPerSecond >= TARGET_ONE_PARTITION_EVENTS_PER_SECOND;
    met &&= speedMet && oneMet;
    console.log(
      `target ≥ ${TARGET_SPEED_UP_1_TO_2}× from 1 to 2 partitions, ${name}: ${speedMet ? 'met' : 'NOT met'} ` +
        `(${speedUp.toFixed(2)}×); ≥ ${TARGET_ONE_PARTITION_EVENTS_PER_SECOND} events/s with one: ` +
        `${oneMet ? 'met' : 'NOT met'} (${at(1).eventsPerSecond})`,
    );
  }
  return met;
}

/** Four appenders at once, 500-event appends, organizations round-robin, so a million events take seconds. */
async function appendSpread(store: EventStore, events: number, organizations: number): Promise<void> {
  const chunk = 500;
  const chunks = Math.ceil(events / chunk);
  let next = 0;
  const revisions = new Map<string, number>();
  const appender = async (): Promise<void> => {
    for (let i = next++; i < chunks; i = next++) {
      const organizationId = `bench-org-${i % organizations}`;
      const streamId = `bench-org-events-${i % organizations}`;
      const n = Math.min(chunk, events - i * chunk);
      const revision = revisions.get(streamId);
      revisions.set(streamId, (revision ?? -1) + n);
      await store.append(streamId, orgCountedEvents(organizationId, n), revision ?? 'no_stream');
    }
  };
  await Promise.all([appender(), appender(), appender(), appender()]);
}
