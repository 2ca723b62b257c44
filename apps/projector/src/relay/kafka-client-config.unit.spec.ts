import { kafkaClientConfig } from './kafka-publisher.js';
import type { KafkaRelayConfig } from './kafka-relay-config.js';

const base: KafkaRelayConfig = {
  brokers: ['k1:9092', 'k2:9092'],
  clientId: 'ghg-projector',
  ssl: false,
  sasl: null,
  topicPrefix: 'ghg',
  batchSize: 500,
  topicPartitions: 6,
  topicReplicationFactor: 1,
};

describe('kafkaClientConfig (the relay settings in @platformatic/kafka terms)', () => {
  it('plaintext without SASL: brokers, client id, one request in flight, short client retries', () => {
    expect(kafkaClientConfig(base)).toEqual({
      clientId: 'ghg-projector',
      bootstrapBrokers: ['k1:9092', 'k2:9092'],
      connectTimeout: 3_000,
      requestTimeout: 30_000,
      maxInflights: 1,
      retries: 2,
      retryDelay: 300,
    });
  });

  it('TLS with the system CAs or with the given CA, and the SASL mechanism names the client expects', () => {
    expect(kafkaClientConfig({ ...base, ssl: true })).toMatchObject({ tls: {} });
    expect(kafkaClientConfig({ ...base, ssl: { ca: ['PEM'] } })).toMatchObject({ tls: { ca: ['PEM'] } });
    for (const [mechanism, expected] of [
      ['plain', 'PLAIN'],
      ['scram-sha-256', 'SCRAM-SHA-256'],
      ['scram-sha-512', 'SCRAM-SHA-512'],
    ] as const) {
      const config = kafkaClientConfig({ ...base, sasl: { mechanism, username: 'u', password: 'p' } });
      expect(config.sasl).toEqual({ mechanism: expected, username: 'u', password: 'p' });
    }
  });
});
