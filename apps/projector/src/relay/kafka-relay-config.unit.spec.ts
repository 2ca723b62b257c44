import { KafkaRelayConfigError, kafkaRelayConfigFromEnv } from './kafka-relay-config.js';

describe('kafkaRelayConfigFromEnv', () => {
  it('is off without KAFKA_BROKERS', () => {
    expect(kafkaRelayConfigFromEnv({})).toBeNull();
    expect(kafkaRelayConfigFromEnv({ KAFKA_BROKERS: ' , ' })).toBeNull();
  });

  it('reads brokers and falls back to the documented defaults', () => {
    expect(kafkaRelayConfigFromEnv({ KAFKA_BROKERS: 'kafka-0:9092, kafka-1:9092' })).toEqual({
      brokers: ['kafka-0:9092', 'kafka-1:9092'],
      clientId: 'ghg-projector',
      ssl: false,
      sasl: null,
      topicPrefix: 'ghg',
      batchSize: 500,
      topicPartitions: 6,
      topicReplicationFactor: 1,
    });
  });

  it('reads SASL and TLS settings', () => {
    const config = kafkaRelayConfigFromEnv({
      KAFKA_BROKERS: 'broker.example:9093',
      KAFKA_SSL: 'true',
      KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
      KAFKA_SASL_USERNAME: 'relay',
      KAFKA_SASL_PASSWORD: 's3cret',
      KAFKA_TOPIC_PREFIX: 'acme.ghg',
      KAFKA_TOPIC_REPLICATION_FACTOR: '3',
    });
    expect(config).toMatchObject({
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'relay', password: 's3cret' },
      topicPrefix: 'acme.ghg',
      topicReplicationFactor: 3,
    });
  });

  it.each([
    [{ KAFKA_BROKERS: 'no-port' }, 'KAFKA_BROKERS'],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_SSL: 'yes please' }, 'KAFKA_SSL'],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'gssapi' }, 'KAFKA_SASL_MECHANISM'],
    [
      { KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' },
      'KAFKA_SASL_PASSWORD',
    ],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_RELAY_BATCH_SIZE: '0' }, 'KAFKA_RELAY_BATCH_SIZE'],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC_PREFIX: 'ghg/prod' }, 'KAFKA_TOPIC_PREFIX'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => kafkaRelayConfigFromEnv(env)).toThrow(KafkaRelayConfigError);
    expect(() => kafkaRelayConfigFromEnv(env)).toThrow(variable);
  });
});
