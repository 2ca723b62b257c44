import type { EventMetadata } from '@ghg/event-store';

export const testMetadata: EventMetadata = {
  actorId: 'user-1',
  organizationId: 'org-1',
  correlationId: 'correlation-1',
  causationId: null,
  occurredAt: '2026-01-15T10:00:00.000Z',
  source: { channel: 'test' },
};
