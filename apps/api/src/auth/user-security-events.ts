import { type UserCommand, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import { userAggregate } from '../shared/magic-link-aggregate.js';

/**
 * Appends what the user aggregate decides for a command about the person's sign-in (lockout, reset link,
 * reset) on their stream. These belong to no organization, and no session exists yet: the metadata says so.
 * The append names the revision it read, so of two resets with one link only one is recorded.
 */
export async function recordOnUserStream(
  store: EventStore,
  userId: string,
  command: UserCommand,
  source: { actorId: string; ip?: string; userAgent?: string },
): Promise<bigint> {
  const streamId = userStreamId(userId);
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce(
    (s, e) => userAggregate.evolve(s, e as unknown as Parameters<typeof userAggregate.evolve>[1]),
    userAggregate.initialState,
  );
  const events = userAggregate.decide(command, state);
  const correlationId = randomUUID();
  const metadata = {
    actorId: source.actorId,
    organizationId: null,
    correlationId,
    causationId: correlationId,
    occurredAt: new Date().toISOString(),
    source: {
      channel: 'rest',
      ...(source.ip ? { ip: source.ip } : {}),
      ...(source.userAgent ? { userAgent: source.userAgent } : {}),
    },
  };
  const result = await store.append(
    streamId,
    events.map((e) => ({ type: e.type, data: e.data, metadata })),
    recorded.length === 0 ? 'no_stream' : recorded.length - 1,
  );
  return result.position;
}
