import { Admin, Consumer, type MessagesStream, stringDeserializers } from '@platformatic/kafka';
import { type EventMessage, OrganizationTotals } from './organization-totals.js';

export interface TotalsConsumerOptions {
  brokers: string[];
  groupId: string;
  /** Default: every GHG Ledger topic, `ghg.<category>.v1`. */
  topics?: RegExp;
  totals?: OrganizationTotals;
  /** Called for every delivery, duplicates included (tests use it to check per-stream order). */
  onMessage?: (message: EventMessage, isNew: boolean) => void;
  /** How often the broker's topic list is read again, so topics made later are consumed as well. */
  topicRefreshMs?: number;
  /**
   * Where the consumer says what it does: subscribed topics, a lost broker, and reconnecting to it. Default: one
   * JSON line on stderr with ISO time, like the API and projector logs.
   */
  log?: (entry: { level: 'info' | 'warn'; msg: string } & Record<string, unknown>) => void;
}

const stderrLog: NonNullable<TotalsConsumerOptions['log']> = (entry) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), name: 'ghg-example-totals', ...entry }));

export interface TotalsConsumer {
  readonly totals: OrganizationTotals;
  stop(): Promise<void>;
}

type EventStream = MessagesStream<string, string, string, string>;

/**
 * A consumer group member that reads every event topic from the beginning and keeps OrganizationTotals. Each
 * message's offset is committed after it was counted; a restart may deliver some messages again, which the eventId
 * check absorbs. (A real analytics job would store its seen ids and totals in one transaction; memory keeps it
 * small.) The client subscribes to topic names, not patterns: the topics matching `topics` are listed at start
 * and every `topicRefreshMs`, and the stream is opened again when new ones appear.
 */
export async function startTotalsConsumer(options: TotalsConsumerOptions): Promise<TotalsConsumer> {
  const totals = options.totals ?? new OrganizationTotals();
  const pattern = options.topics ?? /^ghg\.[a-z0-9_]+\.v1$/;
  const client = { clientId: 'ghg-example-totals', bootstrapBrokers: options.brokers };
  const admin = new Admin(client);
  const consumer = new Consumer({ ...client, groupId: options.groupId, deserializers: stringDeserializers });
  let subscribed: string[] = [];
  let stream: EventStream | null = null;
  let stopped = false;
  const log = options.log ?? stderrLog;
  /** Set while the broker cannot be reached, so the next success is logged as a reconnect. */
  let lostSince: string | null = null;
  const lost = (error: unknown, during: string) => {
    lostSince ??= new Date().toISOString();
    log({ level: 'warn', msg: 'kafka unreachable, retrying', during, error: (error as Error).message });
  };
  const reconnected = () => {
    if (lostSince === null) return;
    log({ level: 'info', msg: 'kafka reconnected', unreachableSince: lostSince });
    lostSince = null;
  };
  // A broker that goes away while the consumer runs: the client retries its fetches and topic reads quietly, so
  // its connection events are what tells the operator: a closed connection, failed attempts to connect, and the
  // connection made again.
  for (const client of [admin, consumer]) {
    client.on('client:broker:disconnect', ({ broker }) => {
      if (stopped) return;
      lostSince ??= new Date().toISOString();
      log({ level: 'info', msg: 'kafka connection closed', broker: `${broker.host}:${broker.port}` });
    });
    client.on('client:broker:failed', ({ broker }) => {
      if (!stopped) lost(new Error(`cannot connect to ${broker.host}:${broker.port}`), 'connection');
    });
    client.on('client:broker:connect', reconnected);
  }

  async function matchingTopics(): Promise<string[]> {
    return (await admin.listTopics()).filter((topic) => pattern.test(topic)).sort();
  }

  async function follow(topics: string[]): Promise<void> {
    await stream?.close();
    stream = null;
    subscribed = topics;
    if (topics.length === 0) return;
    // committed offsets of the group first; from the beginning for partitions it has never committed
    const next: EventStream = await consumer.consume({
      topics,
      mode: 'committed',
      fallbackMode: 'earliest',
      autocommit: false,
    });
    stream = next;
    next.on('data', (message) => {
      if (!message.value) return;
      const event = JSON.parse(message.value) as EventMessage;
      const isNew = totals.add(event);
      options.onMessage?.(event, isNew);
      // after counting, so a crash can only repeat a message; a failed commit likewise
      message.commit(() => undefined);
    });
    next.on('error', (error: unknown) => lost(error, 'fetch')); // the stream retries its fetches
    log({ level: 'info', msg: 'subscribed', topics });
  }

  let refreshing = Promise.resolve();
  const refresh = () => {
    refreshing = refreshing
      .then(async () => {
        if (stopped) return;
        const topics = await matchingTopics();
        reconnected();
        if (!stopped && topics.join() !== subscribed.join()) await follow(topics);
      })
      .catch((error: unknown) => lost(error, 'topic refresh')); // the next tick tries again
  };
  // Started before the relay's first publish (no topic yet) or before the broker: the refresh picks it all up.
  refresh();
  await refreshing;
  const timer = setInterval(refresh, options.topicRefreshMs ?? 1_000);

  return {
    totals,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await refreshing.catch(() => undefined);
      await stream?.close();
      await consumer.close();
      await admin.close();
    },
  };
}
