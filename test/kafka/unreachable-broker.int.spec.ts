/**
 * No broker at all (a closed port): the command side is unaffected, the relay keeps its checkpoint, logs the
 * failures and shows its lag in /readyz, and stops promptly. Runs everywhere (PGlite or PostgreSQL, no Kafka).
 */
import net from 'node:net';
import { createPostgresEventStore } from '@ghg/event-store';
import { Projector, startHealthServer } from '@ghg/projector';
import { startKafkaRelay, withRelayLag } from '../../apps/projector/src/relay/index.js';
import { startTotalsConsumer } from '../../examples/kafka-consumer/totals-consumer.js';
import { memoryLogger } from '../../apps/projector/src/testing/memory-logger.js';
import { openTestDb, type TestDb } from '../support/test-db.js';
import { appendPlannedLog, planSize } from './support/event-log.js';
import { relayConfig, waitUntil } from './support/kafka-test-env.js';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Kafka relay without a reachable broker', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
  }, 60_000);

  it('only lags: appends go on, /readyz shows the lag, the failures are logged', async () => {
    const store = createPostgresEventStore(t.db);
    const { logger, entries } = memoryLogger();
    const config = { ...relayConfig('ghg'), brokers: [`127.0.0.1:${await closedPort()}`] };
    const relay = startKafkaRelay(t.db, store, config, logger, { retryMaxMs: 500 });
    const health = await startHealthServer(withRelayLag(new Projector(t.db, store, []), relay), 0);
    try {
      const plan = { organizations: 2, streamsPerOrganization: 4, eventsPerStream: 5, chunk: 5 };
      await appendPlannedLog(store, plan);
      const failures = () =>
        entries().filter((entry) => entry['msg'] === 'kafka relay batch failed, retrying');
      await waitUntil(() => failures().length >= 2, 'two failed attempts', 60_000);

      await appendPlannedLog(store, plan); // still accepted while the relay keeps failing
      const body = (await (await fetch(`http://127.0.0.1:${health.port}/readyz`)).json()) as unknown;
      expect(body).toEqual({
        status: 'ready',
        projections: [
          {
            name: 'kafka-relay',
            state: 'running',
            checkpoint: '0',
            head: (await store.headPosition()).toString(),
            lag: 2 * planSize(plan),
          },
        ],
      });
      expect(failures()[0]).toMatchObject({ relay: 'kafka-relay', level: 50, err: expect.any(Object) });
    } finally {
      const stopping = Date.now();
      await relay.stop();
      await health.close();
      // A send that is still retrying must not hold up a shutdown for long (the projector exits after 15 s).
      expect(Date.now() - stopping).toBeLessThan(15_000);
    }
  }, 90_000);
});

// @platformatic/kafka's close() needs Promise.withResolvers (Node 22, the project's engine); Debian's Node 20 lacks it.
const nodeWithResolvers = typeof (Promise as { withResolvers?: unknown }).withResolvers === 'function';

(nodeWithResolvers ? describe : describe.skip)('example consumer without a reachable broker', () => {
  it('starts anyway, logs that Kafka is unreachable and keeps retrying (it subscribes once topics appear)', async () => {
    const entries: { level: string; msg: string }[] = [];
    const consumer = await startTotalsConsumer({
      brokers: [`127.0.0.1:${await closedPort()}`],
      groupId: 'unreachable-example',
      topicRefreshMs: 100,
      log: (entry) => entries.push(entry),
    });
    try {
      await waitUntil(
        () => entries.filter((entry) => entry.msg === 'kafka unreachable, retrying').length >= 2,
        'the consumer to log repeated failed attempts',
      );
    } finally {
      await consumer.stop();
    }
  }, 60_000);
});
