export { createKafkaPublisher, type EventPublisher, kafkaClientConfig } from './kafka-publisher.js';
export { KAFKA_RELAY_NAME, KafkaRelay, type KafkaRelayOptions } from './kafka-relay.js';
export {
  type KafkaRelayConfig,
  KafkaRelayConfigError,
  kafkaRelayConfigFromEnv,
  type KafkaSaslMechanism,
} from './kafka-relay-config.js';
export {
  type EventMessageEnvelope,
  RELAY_HEADERS,
  type RelayMessage,
  relayMessageOf,
  streamCategory,
  topicForStream,
} from './relay-message.js';
export { type RunningKafkaRelay, startKafkaRelay, withRelayLag } from './start-kafka-relay.js';
