/**
 * Issue 23 point 5: a bank's system consumes portfolio snapshots from the `portfolio-snapshots` topic and checks
 * each against the published JSON Schema (docs/events/schemas). A real snapshot decided by the domain is appended
 * to PostgreSQL, the relay publishes it, a plain consumer reads it and Ajv validates it against the schema file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Consumer, stringDeserializers } from '@platformatic/kafka';
import {
  decidePortfolioSnapshot,
  initialPortfolioSnapshotsState,
  portfolioSnapshotsStreamId,
} from '@ghg/domain';
import { createPostgresEventStore } from '@ghg/event-store';
import Ajv2020 from 'ajv/dist/2020.js';
import { startKafkaRelay } from '../../apps/projector/src/relay/index.js';
import { openTestDb, type TestDb } from '../support/test-db.js';
import {
  brokers,
  describeWithKafka,
  quietLogger,
  relayConfig,
  ROOT,
  uniqueTopicPrefix,
  waitUntil,
} from './support/kafka-test-env.js';

const SCHEMA = path.join(ROOT, 'docs/events/schemas/PortfolioSnapshotTaken.v1.schema.json');

describeWithKafka('Kafka: portfolio snapshots on their own topic, valid against the published schema', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('consumes one snapshot from <prefix>.portfolio-snapshots.v1 and validates it with the JSON Schema', async () => {
    const store = createPostgresEventStore(t.db);
    const prefix = uniqueTopicPrefix();
    const organizationId = `org-${prefix}`;
    const [snapshot] = decidePortfolioSnapshot(
      {
        type: 'TakePortfolioSnapshot',
        data: {
          organizationId,
          year: 2025,
          reason: 'period-locked',
          consented: true,
          lockedPeriods: ['2025-03'],
          figures: {
            scope1Tonnes: 1.005,
            scope2LocationTonnes: 1.486,
            scope2MarketTonnes: 1.486,
            energyMwh: 6.205,
            revenueBand: 'LESS_THAN_500K',
            dataQualityScore: 2,
            verificationShare: 0,
          },
        },
      },
      initialPortfolioSnapshotsState,
    );
    const start = await store.headPosition();
    const metadata = {
      actorId: 'provider-staff-1',
      organizationId,
      correlationId: `corr-${prefix}`,
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: { channel: 'rest' },
    };
    const streamId = portfolioSnapshotsStreamId(organizationId);
    const { position } = await store.append(streamId, [{ ...snapshot!, metadata }], 'no_stream');
    const [stored] = await store.readStream(streamId);

    // A relay of its own, whose checkpoint starts just before this append, sends just this event.
    const name = `kafka-relay-${prefix}`;
    await t.db.query('insert into read.projection_checkpoints (name, position) values ($1, $2)', [
      name,
      start.toString(),
    ]);
    const relay = startKafkaRelay(t.db, store, relayConfig(prefix), quietLogger(), { name });
    try {
      await waitUntil(async () => (await relay.lag()).checkpoint >= position, 'the relay to send it');
    } finally {
      await relay.stop();
    }

    const reader = new Consumer({
      clientId: 'ghg-portfolio-reader',
      bootstrapBrokers: brokers,
      groupId: `${prefix}-bank`,
      deserializers: stringDeserializers,
    });
    const stream = await reader.consume({ topics: [`${prefix}.portfolio-snapshots.v1`], mode: 'earliest' });
    const received = await new Promise<{ key: string; type: string | undefined; value: unknown }>(
      (resolve) => {
        stream.on('data', (message) => {
          const value = JSON.parse(message.value) as { eventId: string };
          if (value.eventId !== stored!.eventId) return;
          resolve({ key: message.key, type: Object.fromEntries(message.headers)['event-type'], value });
        });
      },
    );
    await stream.close();
    await reader.close();

    expect(received.key).toBe(streamId);
    expect(received.type).toBe('PortfolioSnapshotTaken');
    const schema = JSON.parse(fs.readFileSync(SCHEMA, 'utf8')) as Record<string, unknown>;
    expect(schema['x-kafka-topic']).toBe('ghg.portfolio-snapshots.v1');
    // Formats (uuid, date-time) are annotations in draft 2020-12; the patterns and types are what is checked.
    const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    const valid = validate(received.value);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(received.value).toMatchObject({
      type: 'PortfolioSnapshotTaken',
      streamId,
      data: { organizationId, year: 2025, snapshotNumber: 1, lockedPeriods: ['2025-03'], diff: [] },
    });
    // The check can fail: a snapshot without its figures is not a valid message.
    const broken = structuredClone(received.value) as { data: Record<string, unknown> };
    delete broken.data['figures'];
    expect(validate(broken)).toBe(false);
  }, 120_000);
});
