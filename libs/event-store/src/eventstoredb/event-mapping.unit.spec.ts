import type { EventMetadata } from '../event-envelope.js';
import {
  type EsdbEvent,
  fromStoredMetadata,
  isOwnEvent,
  toRecordedEvent,
  toStoredMetadata,
} from './event-mapping.js';

const metadata: EventMetadata = {
  actorId: 'user-1',
  organizationId: 'org-1',
  correlationId: 'c-1',
  causationId: 'e-0',
  occurredAt: '2026-11-22T03:00:00.000Z',
  source: { channel: 'graphql', ip: '10.0.0.1' },
};

describe('EventStoreDB mapping', () => {
  it('puts correlation and causation where EventStoreDB looks for them, and back', () => {
    expect(toStoredMetadata(metadata)).toEqual({
      $correlationId: 'c-1',
      $causationId: 'e-0',
      actorId: 'user-1',
      organizationId: 'org-1',
      occurredAt: metadata.occurredAt,
      source: metadata.source,
    });
    expect(fromStoredMetadata(toStoredMetadata(metadata))).toEqual(metadata);
    const first = { ...metadata, causationId: null, organizationId: null };
    expect(toStoredMetadata(first)).not.toHaveProperty('$causationId');
    expect(fromStoredMetadata(toStoredMetadata(first))).toEqual(first);
  });

  it('uses the commit position as the global position and skips system events', () => {
    const event: EsdbEvent = {
      id: '0b6c3f9e-3d2f-4c8e-9a55-1f7c2b8e4d10',
      type: 'OrganizationRegistered',
      streamId: 'organization-1',
      revision: 0n,
      created: new Date('2026-11-22T03:00:00.000Z'),
      data: { organizationId: '1' },
      metadata: toStoredMetadata(metadata),
      isJson: true,
      position: { commit: 1234n, prepare: 1234n },
    };
    expect(toRecordedEvent(event, 1234n)).toEqual({
      eventId: event.id,
      type: 'OrganizationRegistered',
      streamId: 'organization-1',
      revision: 0,
      position: 1234n,
      data: { organizationId: '1' },
      metadata,
      recordedAt: '2026-11-22T03:00:00.000Z',
    });
    // A stream read on an older server: no event position, the index's placeholder instead.
    const fromIndex = { ...event, position: undefined };
    expect(
      toRecordedEvent({ ...event, position: { commit: 99n, prepare: 99n } }, 2n ** 64n - 1n).position,
    ).toBe(99n);
    expect(toRecordedEvent(fromIndex, 1234n).position).toBe(1234n);
    expect(() => toRecordedEvent(fromIndex, 2n ** 64n - 1n)).toThrow('without a position');
    expect(isOwnEvent(event)).toBe(true);
    expect(isOwnEvent({ ...event, type: '$metadata' })).toBe(false);
    expect(isOwnEvent({ ...event, streamId: '$$organization-1' })).toBe(false);
  });
});
