import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import type { KafkaRelayConfig } from '../../../apps/projector/src/relay/index.js';

export const ROOT = path.resolve(__dirname, '../../..');

/** The broker the suites talk to: set by .ci/kafka.sh (test/kafka/broker.sh env). */
export const brokers = (process.env['KAFKA_BROKERS'] ?? '').split(',').filter(Boolean);

/** describe, or describe.skip with the reason printed, so `npm test` without a broker stays green and says why. */
export function describeWithKafka(title: string, body: () => void): void {
  if (brokers.length === 0) {
    console.log(
      `${title}: skipped, KAFKA_BROKERS is not set. Run bash .ci/kafka.sh (starts a local broker from Maven ` +
        'Central jars) or set KAFKA_BROKERS to a broker.',
    );
    describe.skip(title, body);
    return;
  }
  describe(title, body);
}

/** Each test publishes under its own prefix, so topics of other tests (and other runs) never mix in. */
export function uniqueTopicPrefix(): string {
  return `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

export function relayConfig(
  topicPrefix: string,
  overrides: Partial<KafkaRelayConfig> = {},
): KafkaRelayConfig {
  return {
    brokers,
    clientId: 'ghg-relay-test',
    ssl: false,
    sasl: null,
    topicPrefix,
    batchSize: 500,
    topicPartitions: 3,
    topicReplicationFactor: 1,
    ...overrides,
  };
}

export const quietLogger = (): pino.Logger => pino({ level: process.env['LOG_LEVEL'] ?? 'silent' });

/** Stops or starts the local broker of test/kafka/broker.sh (only meaningful when the suite started it). */
export function broker(command: 'stop' | 'start' | 'kill'): void {
  execFileSync('bash', [path.join(ROOT, 'test/kafka/broker.sh'), command], { stdio: 'inherit' });
}

export async function waitUntil(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
