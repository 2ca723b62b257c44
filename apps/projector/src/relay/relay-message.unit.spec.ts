import type { RecordedEvent } from '@ghg/event-store';
import { relayMessageOf, streamCategory, topicForStream } from './relay-message.js';

const event: RecordedEvent = {
  eventId: '0b6c3f9e-3d2f-4c8e-9a55-1f7c2b8e4d10',
  type: 'InitialQuestionsAnswered',
  streamId: 'answers-org-1-question-7',
  revision: 4,
  position: 9_007_199_254_740_993n, // above 2^53: must survive as a string
  data: { organizationId: 'org-1', answers: { industry: 'MANUFACTURING' }, changes: [] },
  metadata: {
    actorId: 'user-1',
    organizationId: 'org-1',
    correlationId: 'corr-1',
    causationId: null,
    occurredAt: '2026-11-22T03:00:00.000Z',
    source: { channel: 'graphql' },
  },
  recordedAt: '2026-11-22T03:00:00.123Z',
};

describe('relay messages', () => {
  it('take the topic from the stream category', () => {
    expect(topicForStream('answers-org-1-question-7')).toBe('ghg.answers.v1');
    expect(topicForStream('organization-123')).toBe('ghg.organization.v1');
    expect(topicForStream('user-9', 'acme')).toBe('acme.user.v1');
    expect(streamCategory('Report-5')).toBe('report');
    // Partner snapshots have a topic of their own that banks consume (docs/events).
    expect(topicForStream('portfolio-snapshots-org-1')).toBe('ghg.portfolio-snapshots.v1');
    expect(topicForStream('data-sharing-org-1')).toBe('ghg.data-sharing.v1');
    // Outside the <category>-<id> scheme: still published, never dropped.
    expect(streamCategory('legacy')).toBe('uncategorized');
    expect(streamCategory('-x')).toBe('uncategorized');
  });

  it('carry the stream id as key, the envelope as value and the tracing headers', () => {
    const message = relayMessageOf(event);
    expect(message.topic).toBe('ghg.answers.v1');
    expect(message.key).toBe('answers-org-1-question-7');
    expect(JSON.parse(message.value)).toEqual({
      eventId: event.eventId,
      type: event.type,
      streamId: event.streamId,
      revision: 4,
      position: '9007199254740993',
      recordedAt: event.recordedAt,
      data: event.data,
      metadata: event.metadata,
    });
    expect(message.headers).toEqual({
      'event-type': 'InitialQuestionsAnswered',
      'event-id': event.eventId,
      'correlation-id': 'corr-1',
      'content-type': 'application/json',
    });
    const caused = relayMessageOf({ ...event, metadata: { ...event.metadata, causationId: 'evt-0' } });
    expect(caused.headers['causation-id']).toBe('evt-0');
  });
});
