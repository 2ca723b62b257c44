/**
 * Kafka relay benchmark against a real broker (bash test/kafka/broker.sh start):
 *   1. throughput: events/s the relay moves from a 100,000-event backlog to the broker (acks=all, idempotent);
 *   2. end-to-end lag: append → relay → broker → consumer, p50/p95/p99 under a steady 500 events/s.
 *   KAFKA_BROKERS=127.0.0.1:19092 npx tsx bench/kafka/run.ts              PGlite in memory
 *   KAFKA_BROKERS=… DATABASE_URL=postgres://… npx tsx bench/kafka/run.ts  PostgreSQL (scratch database)
 * Options (env): BENCH_EVENTS (default 100000), BENCH_RATE (500/s), BENCH_STEADY_SECONDS (30).
 * Writes JSON to bench/results/.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Admin, Consumer, stringDeserializers } from '@platformatic/kafka';
import pino from 'pino';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { createPostgresEventStore, type EventStore, type NewEvent } from '@ghg/event-store';
import { startKafkaRelay } from '../../apps/projector/src/relay/index.js';
import { scratchPostgres } from '../projector-rebuild/scratch-postgres.js';

const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 100_000);
const RATE = Number(process.env['BENCH_RATE'] ?? 500);
const STEADY_SECONDS = Number(process.env['BENCH_STEADY_SECONDS'] ?? 30);
const brokers = (process.env['KAFKA_BROKERS'] ?? '').split(',').filter(Boolean);
const logger = pino({ level: process.env['LOG_LEVEL'] ?? 'warn' });

function event(organizationId: string, n: number): NewEvent {
  return {
    eventId: randomUUID(),
    type: n % 2 === 0 ? 'InitialQuestionsAnswered' : 'UserRegistered',
    data: { organizationId, n, answers: { industry: 'MANUFACTURING', employees: 42 } },
    metadata: {
      actorId: 'user-bench',
      organizationId,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: { channel: 'bench' },
    },
  };
}

/** 1,000 streams over 100 organizations and three categories, appended 100 events per transaction. */
async function appendBacklog(store: EventStore, total: number): Promise<void> {
  const streams = Array.from({ length: 1000 }, (_, i) => ({
    id: `${['answers', 'organization', 'user'][i % 3]}-org${i % 100}-${i}`,
    organizationId: `org${i % 100}`,
    next: 0,
  }));
  for (let appended = 0, s = 0; appended < total; s = (s + 1) % streams.length) {
    const stream = streams[s]!;
    const count = Math.min(100, total - appended);
    const events = Array.from({ length: count }, (_, i) => event(stream.organizationId, stream.next + i));
    await store.append(stream.id, events, 'any');
    stream.next += count;
    appended += count;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function throughput(db: Db, store: EventStore, prefix: string) {
  await appendBacklog(store, EVENTS);
  const head = await store.headPosition();
  const started = performance.now();
  const relay = startKafkaRelay(db, store, config(prefix), logger, { name: `bench-relay-${prefix}` });
  while ((await relay.lag()).checkpoint < head) await new Promise((resolve) => setTimeout(resolve, 20));
  const durationMs = performance.now() - started;
  return { relay, events: EVENTS, durationMs, eventsPerSecond: Math.round(EVENTS / (durationMs / 1000)) };
}

async function steadyLag(store: EventStore, prefix: string) {
  const sentAt = new Map<string, number>();
  const lags: number[] = [];
  const client = { clientId: 'ghg-bench-lag', bootstrapBrokers: brokers };
  const admin = new Admin(client);
  const pattern = new RegExp(`^${prefix}\\.[a-z]+\\.v1$`);
  const topics = (await admin.listTopics()).filter((topic) => pattern.test(topic));
  await admin.close();
  const consumer = new Consumer({ ...client, groupId: `${prefix}-lag`, deserializers: stringDeserializers });
  const joined = new Promise<void>((resolve) => consumer.once('consumer:group:join', () => resolve()));
  const stream = await consumer.consume({ topics, mode: 'latest' });
  stream.on('data', (message) => {
    const { eventId } = JSON.parse(message.value) as { eventId: string };
    const appended = sentAt.get(eventId);
    if (appended !== undefined) lags.push(performance.now() - appended);
  });
  await joined;
  await new Promise((resolve) => setTimeout(resolve, 1000)); // fetch offsets settle at the log end

  const total = RATE * STEADY_SECONDS;
  const tickMs = 20;
  const perTick = Math.max(1, Math.round((RATE * tickMs) / 1000));
  const started = performance.now();
  let appended = 0;
  while (appended < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + perTick);
    // One transaction per tick (PostgreSQL serialises appends and each commit is fsynced: a few ms).
    const batch = Array.from({ length: due - appended }, (_, i) => event('org-steady', appended + i));
    const now = performance.now();
    for (const next of batch) sentAt.set(next.eventId!, now);
    await store.append(`answers-steady-${appended % 200}`, batch, 'any');
    appended = due;
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  const rate = appended / ((performance.now() - started) / 1000);
  const deadline = Date.now() + 30_000;
  while (lags.length < total && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await stream.close();
  await consumer.close();
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    events: total,
    received: lags.length,
    achievedRate: Math.round(rate),
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    p99Ms: Math.round(percentile(sorted, 99)),
  };
}

function config(prefix: string) {
  return {
    brokers,
    clientId: 'ghg-bench',
    ssl: false as const,
    sasl: null,
    topicPrefix: prefix,
    batchSize: 500,
    topicPartitions: 6,
    topicReplicationFactor: 1,
  };
}

async function main(): Promise<void> {
  if (brokers.length === 0) {
    console.log('Kafka relay benchmark skipped: set KAFKA_BROKERS (bash test/kafka/broker.sh start).');
    return;
  }
  const url = process.env['DATABASE_URL'];
  const scratch = url ? await scratchPostgres(url) : null;
  const db: Db = scratch
    ? await openDb({ kind: 'postgres', url: scratch.url })
    : await openDb({ kind: 'pglite' });
  const engine = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  const prefix = `bench${Date.now()}`;
  try {
    await runMigrations(db);
    const store = createPostgresEventStore(db);
    const backlog = await throughput(db, store, prefix);
    console.log(
      `Kafka relay on ${engine}: ${backlog.events} events from a backlog in ${Math.round(backlog.durationMs)} ms = ` +
        `${backlog.eventsPerSecond} events/s (batch 500, acks=all, idempotent)`,
    );
    const lag = await steadyLag(store, prefix);
    await backlog.relay.stop();
    console.log(
      `Kafka end-to-end lag on ${engine} at ${lag.achievedRate} events/s for ${STEADY_SECONDS} s: ` +
        `p50 ${lag.p50Ms} ms, p95 ${lag.p95Ms} ms, p99 ${lag.p99Ms} ms (${lag.received}/${lag.events} received)`,
    );
    if (lag.received < lag.events)
      throw new Error(`only ${lag.received} of ${lag.events} events reached the consumer`);
    const results = path.join(__dirname, '..', 'results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(
      path.join(results, `kafka-relay-${engine}.json`),
      `${JSON.stringify({ engine, cpus: os.cpus().length, node: process.version, backlog: { ...backlog, relay: undefined }, lag }, null, 2)}\n`,
    );
  } finally {
    await db.close();
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
