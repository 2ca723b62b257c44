import { handleCommand } from '@ghg/command-handling';
import { userAggregate, type UserCommand, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';

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
  const outcome = await handleCommand(store, {
    streamId: userStreamId(userId),
    aggregate: userAggregate,
    command,
    metadata,
  });
  return outcome.position;
}
