import fs from 'node:fs';

export type KafkaSaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';

/** How the relay reaches the broker and names topics. Built from the environment by kafkaRelayConfigFromEnv. */
export interface KafkaRelayConfig {
  brokers: string[];
  clientId: string;
  /** false: plaintext; true: TLS with the system CAs; an object: TLS with the given CA certificates (PEM). */
  ssl: boolean | { ca: string[] };
  sasl: { mechanism: KafkaSaslMechanism; username: string; password: string } | null;
  /** Topics are `<prefix>.<stream category>.v1`. */
  topicPrefix: string;
  /** Events read from the log and sent to the broker per acknowledged batch. */
  batchSize: number;
  /** Used when the relay creates a topic it has not seen yet (an existing topic is left as it is). */
  topicPartitions: number;
  topicReplicationFactor: number;
}

const MECHANISMS: readonly KafkaSaslMechanism[] = ['plain', 'scram-sha-256', 'scram-sha-512'];

/** Thrown at start-up for a configuration the relay cannot run with; the message names the variable. */
export class KafkaRelayConfigError extends Error {
  readonly code = 'KAFKA_CONFIG_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'KafkaRelayConfigError';
  }
}

/**
 * null when KAFKA_BROKERS is empty: the relay is off by default. Secrets (KAFKA_SASL_PASSWORD) come from the
 * environment only, so a Kubernetes Secret or a compose env_file provides them.
 */
export function kafkaRelayConfigFromEnv(env: NodeJS.ProcessEnv): KafkaRelayConfig | null {
  const brokers = (env['KAFKA_BROKERS'] ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0) return null;
  for (const broker of brokers) {
    if (!/^[^\s:]+:\d+$/.test(broker)) {
      throw new KafkaRelayConfigError(`KAFKA_BROKERS: "${broker}" is not host:port`);
    }
  }
  return {
    brokers,
    clientId: env['KAFKA_CLIENT_ID']?.trim() || 'ghg-projector',
    ssl: sslFromEnv(env),
    sasl: saslFromEnv(env),
    topicPrefix: topicPrefixFromEnv(env),
    batchSize: positiveInteger(env, 'KAFKA_RELAY_BATCH_SIZE', 500),
    topicPartitions: positiveInteger(env, 'KAFKA_TOPIC_PARTITIONS', 6),
    topicReplicationFactor: positiveInteger(env, 'KAFKA_TOPIC_REPLICATION_FACTOR', 1),
  };
}

function sslFromEnv(env: NodeJS.ProcessEnv): KafkaRelayConfig['ssl'] {
  const caFile = env['KAFKA_SSL_CA_FILE']?.trim();
  const flag = (env['KAFKA_SSL'] ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(flag)) {
    throw new KafkaRelayConfigError(`KAFKA_SSL must be true or false, got "${env['KAFKA_SSL']}"`);
  }
  const enabled = flag === 'true' || flag === '1' || Boolean(caFile);
  if (!enabled) return false;
  return caFile ? { ca: [fs.readFileSync(caFile, 'utf8')] } : true;
}

function saslFromEnv(env: NodeJS.ProcessEnv): KafkaRelayConfig['sasl'] {
  const mechanism = env['KAFKA_SASL_MECHANISM']?.trim().toLowerCase();
  if (!mechanism) return null;
  if (!MECHANISMS.includes(mechanism as KafkaSaslMechanism)) {
    throw new KafkaRelayConfigError(
      `KAFKA_SASL_MECHANISM must be one of ${MECHANISMS.join(', ')}, got "${mechanism}"`,
    );
  }
  const username = env['KAFKA_SASL_USERNAME'] ?? '';
  const password = env['KAFKA_SASL_PASSWORD'] ?? '';
  if (!username || !password) {
    throw new KafkaRelayConfigError('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required with SASL');
  }
  return { mechanism: mechanism as KafkaSaslMechanism, username, password };
}

function topicPrefixFromEnv(env: NodeJS.ProcessEnv): string {
  const prefix = env['KAFKA_TOPIC_PREFIX']?.trim() || 'ghg';
  if (!/^[A-Za-z0-9._-]+$/.test(prefix)) {
    throw new KafkaRelayConfigError(`KAFKA_TOPIC_PREFIX may hold letters, digits, ".", "_" and "-" only`);
  }
  return prefix;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new KafkaRelayConfigError(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}
