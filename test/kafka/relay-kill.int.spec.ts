/**
 * kill -9 of the relay process between the broker's acknowledgement and the checkpoint: the batch is sent again
 * by the next process (duplicates are possible), and no event is ever lost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createPostgresEventStore } from '@ghg/event-store';
import { readCheckpoint } from '@ghg/projector';
import { openTestDb, type TestDb } from '../support/test-db.js';
import {
  type CollectingConsumer,
  firstDeliveryRevisions,
  startCollectingConsumer,
} from './support/collecting-consumer.js';
import { appendPlannedLog, planSize, totalsFromEventsTable } from './support/event-log.js';
import { describeWithKafka, ROOT, uniqueTopicPrefix, waitUntil } from './support/kafka-test-env.js';

const KILLS = 5;
const url = process.env['DATABASE_URL'];
if (!url) {
  console.log(
    'relay kill -9 test skipped: the relay child and the test must share a PostgreSQL server (PGlite lives ' +
      'inside one process). Set DATABASE_URL to run it.',
  );
}
const describeKill = url ? describeWithKafka : describe.skip;

describeKill('Kafka relay: kill -9 between acknowledgement and checkpoint', () => {
  let t: TestDb;
  let consumer: CollectingConsumer | null = null;
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    await consumer?.stop();
    await t?.dispose();
  }, 60_000);

  it('sends the cut batch again: duplicates possible, loss never', async () => {
    const store = createPostgresEventStore(t.db);
    const prefix = uniqueTopicPrefix();
    const plan = { organizations: 5, streamsPerOrganization: 10, eventsPerStream: 100, chunk: 20 };
    const total = planSize(plan);
    await appendPlannedLog(store, plan);
    const head = await store.headPosition();

    for (let kill = 0; kill < KILLS; kill++) {
      const child = startChild(prefix, 400);
      const acked = await child.nextAck(1 + Math.floor(Math.random() * 3));
      child.process.kill('SIGKILL');
      expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // Killed in the gap: the broker has the batch, the checkpoint does not know it.
      expect(await readCheckpoint(t.db, 'kafka-relay')).toBeLessThan(acked);
    }
    expect(await readCheckpoint(t.db, 'kafka-relay')).toBeLessThan(head);

    const last = startChild(prefix, 0);
    await waitUntil(async () => (await readCheckpoint(t.db, 'kafka-relay')) === head, 'the relay to finish');
    last.process.kill('SIGTERM');
    expect(await last.exited).toEqual({ code: 0, signal: null });

    consumer = await startCollectingConsumer(prefix);
    await waitUntil(() => consumer!.totals.distinctEvents === total, `${total} distinct events`);
    // Each killed process had a batch acknowledged but not checkpointed: its successor sent it again.
    await waitUntil(() => consumer!.totals.duplicates > 0, 'the re-sent batches');
    expect(consumer.totals.snapshot()).toEqual(await totalsFromEventsTable(t.db));
    for (const messages of consumer.byStream().values()) {
      expect(firstDeliveryRevisions(messages)).toEqual([...Array(plan.eventsPerStream).keys()]);
    }
    console.log(
      `relay kill -9: ${KILLS} kills after an acknowledgement, ${total} events all delivered, ` +
        `${consumer.totals.duplicates} duplicates absorbed by the consumer`,
    );
  }, 240_000);

  function startChild(
    topicPrefix: string,
    pauseAfterAckMs: number,
  ): { process: ChildProcess; nextAck(n: number): Promise<bigint>; exited: Promise<unknown> } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/kafka/relay-child.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.config.kind === 'postgres' ? t.config.url : '',
        KAFKA_TOPIC_PREFIX: topicPrefix,
        RELAY_PAUSE_AFTER_ACK_MS: String(pauseAfterAckMs),
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const acks: bigint[] = [];
    const waiters: Array<{ n: number; resolve: (position: bigint) => void }> = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const parsed = JSON.parse(line) as { acked?: string };
      if (parsed.acked === undefined) return;
      acks.push(BigInt(parsed.acked));
      for (const waiter of waiters.filter((w) => w.n <= acks.length)) waiter.resolve(acks[waiter.n - 1]!);
    });
    return {
      process: child,
      exited,
      nextAck: (n) =>
        Promise.race([
          new Promise<bigint>((resolve) =>
            acks.length >= n ? resolve(acks[n - 1]!) : waiters.push({ n, resolve }),
          ),
          exited.then((status) => {
            throw new Error(`relay child exited early: ${JSON.stringify(status)}`);
          }),
        ]),
    };
  }
});
