/**
 * The standalone projector process (apps/projector/src/main.ts) with KAFKA_BROKERS set: the relay runs beside
 * the projections, /readyz lists it, and the events reach Kafka. Needs PostgreSQL (a second process shares it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { createPostgresEventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../support/test-db.js';
import { startCollectingConsumer, type CollectingConsumer } from './support/collecting-consumer.js';
import { appendPlannedLog, planSize } from './support/event-log.js';
import { brokers, describeWithKafka, ROOT, uniqueTopicPrefix, waitUntil } from './support/kafka-test-env.js';

const url = process.env['DATABASE_URL'];
if (!url)
  console.log('projector process test skipped: it needs DATABASE_URL (PostgreSQL shared with a child)');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Readyz {
  projections: Array<{ name: string; state: string; lag: number }>;
}

(url ? describeWithKafka : describe.skip)('projector process with KAFKA_BROKERS', () => {
  let t: TestDb;
  let child: ChildProcess | null = null;
  let consumer: CollectingConsumer | null = null;
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await consumer?.stop();
    await t?.dispose();
  }, 60_000);

  it('relays beside the projections and reports the relay in /readyz', async () => {
    const store = createPostgresEventStore(t.db);
    const prefix = uniqueTopicPrefix();
    const plan = { organizations: 3, streamsPerOrganization: 4, eventsPerStream: 10, chunk: 5 };
    await appendPlannedLog(store, plan);
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/projector/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.config.kind === 'postgres' ? t.config.url : '',
        KAFKA_BROKERS: brokers.join(','),
        KAFKA_TOPIC_PREFIX: prefix,
        PROJECTOR_PORT: String(port),
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<{ code: number | null }>((resolve) =>
      child!.once('exit', (code) => resolve({ code })),
    );
    const readyz = async (): Promise<Readyz | null> => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        return (await response.json()) as Readyz;
      } catch {
        return null;
      }
    };
    await waitUntil(async () => {
      const relay = (await readyz())?.projections.find((entry) => entry.name === 'kafka-relay');
      return relay?.state === 'running' && relay.lag === 0;
    }, 'the relay in /readyz with no lag');

    consumer = await startCollectingConsumer(prefix);
    await waitUntil(() => consumer!.totals.distinctEvents === planSize(plan), 'every event in Kafka');

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0 });
    child = null;
  }, 120_000);
});
