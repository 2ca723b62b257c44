import { randomUUID } from 'node:crypto';
import { type EventMetadata, type NewEvent } from '../event-envelope.js';

/** The envelope of a contract test's events: one actor of one organization unless told otherwise. */
export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'user-1',
    organizationId: 'org-1',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2026-01-15T10:00:00.000Z',
    source: { channel: 'test' },
    ...overrides,
  };
}

export function testEvent(type: string, data: unknown = {}, overrides: Partial<NewEvent> = {}): NewEvent {
  return { type, data, metadata: metadata(), ...overrides };
}

/** A stream id no other test uses, so tests share one store without seeing each other's streams. */
export const newStream = (category = 'contract') => `${category}-${randomUUID()}`;
