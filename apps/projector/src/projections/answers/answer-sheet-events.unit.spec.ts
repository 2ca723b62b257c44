import type { RecordedEvent } from '@ghg/event-store';
import { groupBySheet, organizationOf } from './answer-sheet-events.js';

const ORG = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e01';

const event = (
  position: number,
  type: string,
  streamId: string,
  data: unknown,
  organizationId: string | null = ORG,
): RecordedEvent => ({
  eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  streamId,
  revision: position,
  position: BigInt(position),
  data,
  recordedAt: '2026-11-22T10:00:00.000Z',
  metadata: {
    actorId: 'u1',
    organizationId,
    correlationId: 'c1',
    causationId: null,
    occurredAt: '2026-11-22T10:00:00.000Z',
    source: { channel: 'test' },
  },
});

describe('answer events grouped by sheet', () => {
  it('takes the organization from the metadata, else cuts the known question id off the stream id', () => {
    const stream = `answers-${ORG}-purchased-goods`;
    expect(organizationOf(event(1, 'RowAdded', stream, {}), 'purchased-goods')).toBe(ORG);
    expect(organizationOf(event(1, 'RowAdded', stream, {}, null), 'purchased-goods')).toBe(ORG);
    expect(organizationOf(event(1, 'RowAdded', 'answers--goods', {}, null), 'goods')).toBeNull();
    expect(
      organizationOf(event(1, 'RowAdded', `answers-${ORG}-waste`, {}, null), 'purchased-goods'),
    ).toBeNull();
  });

  it('keeps log order within a sheet and skips other events and unknown sections', () => {
    const a = `answers-${ORG}-vehicles`;
    const b = `answers-${ORG}-purchased-goods`;
    const groups = groupBySheet([
      event(1, 'InitialAnswerGiven', a, { questionId: 'vehicles', answer: 'yes', changes: [] }),
      event(2, 'OrganizationRegistered', `organization-${ORG}`, { organizationId: ORG }),
      event(3, 'InitialAnswerGiven', b, { questionId: 'purchased-goods', answer: 'no', changes: [] }, null),
      event(4, 'ItemsChosen', a, { questionId: 'vehicles', items: [], changes: [] }),
      event(5, 'RowAdded', `answers-${ORG}-nowhere`, { questionId: 'nowhere', changes: [] }),
    ]);
    expect(groups.map((g) => [g.organizationId, g.questionId, g.events.map((e) => e.position)])).toEqual([
      [ORG, 'vehicles', [1n, 4n]],
      [ORG, 'purchased-goods', [3n]],
    ]);
  });
});
