import type { RecordedEvent } from '@ghg/event-store';
import {
  eventsOfPartition,
  hashOrganization,
  organizationOfEvent,
  partitionCountOfName,
  partitionName,
  partitionOfOrganization,
  partitionsOf,
  readsLogPartition,
} from './partitioning.js';
import { allProjections } from '../projections/index.js';

const event = (position: number, organizationId: string | null, data: object = {}): RecordedEvent => ({
  eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type: 'Something',
  streamId: 's',
  revision: position - 1,
  position: BigInt(position),
  data,
  recordedAt: '2026-11-26T10:00:00.000Z',
  metadata: {
    actorId: 'u',
    organizationId,
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-11-26T10:00:00.000Z',
    source: { channel: 'test' },
  },
});

describe('partitioning by organization', () => {
  it('hashes with FNV-1a, the same in every process', () => {
    expect(hashOrganization('')).toBe(0x811c9dc5);
    expect(hashOrganization('a')).toBe(0xe40c292c);
    expect(hashOrganization('org-1')).toBe(hashOrganization('org-1'));
  });

  it('puts events without an organization in partition 0, and everything in one partition when unsplit', () => {
    expect(partitionOfOrganization(null, 4)).toBe(0);
    expect(partitionOfOrganization('org-1', 1)).toBe(0);
    const spread = new Set(Array.from({ length: 200 }, (_, i) => partitionOfOrganization(`org-${i}`, 4)));
    expect([...spread].sort()).toEqual([0, 1, 2, 3]);
  });

  it('gives each event of a batch to exactly one partition', () => {
    const events = Array.from({ length: 100 }, (_, i) => event(i + 1, i % 7 === 0 ? null : `org-${i % 13}`));
    const key = organizationOfEvent;
    const split = partitionsOf(3).map((partition) => eventsOfPartition(events, partition, key));
    const positions = split.flatMap((part) => part.map((e) => Number(e.position))).sort((a, b) => a - b);
    expect(positions).toEqual(events.map((e) => Number(e.position)));
    expect(split[0]!.some((e) => e.metadata.organizationId === null)).toBe(true);
    // Without a key the projection is not split: each partition would see the whole batch (it never runs split).
    expect(eventsOfPartition(events, { index: 1, count: 3 }, undefined)).toBe(events);
  });

  it('takes the row owner from the data before the envelope', () => {
    expect(organizationOfEvent(event(1, 'actor-org', { organizationId: 'owner-org' }))).toBe('owner-org');
    expect(organizationOfEvent(event(1, 'actor-org'))).toBe('actor-org');
    expect(organizationOfEvent(event(1, null))).toBeNull();
  });

  it('names partitions and reads the count back', () => {
    expect(partitionName('answers', { index: 0, count: 1 })).toBe('answers');
    expect(partitionName('answers', { index: 2, count: 4 })).toBe('answers@p2of4');
    expect(partitionCountOfName('answers', 'answers')).toBe(1);
    expect(partitionCountOfName('answers', 'answers@p2of4')).toBe(4);
    expect(partitionCountOfName('answers', 'answers-other')).toBeNull();
    expect(() => partitionsOf(0)).toThrow();
  });

  it("lets every projection keyed by the log's organization read only its partition, and only those", () => {
    const split = { index: 1, count: 2 };
    const fromLog = allProjections.filter((p) => readsLogPartition(p, split)).map((p) => p.name);
    const keyed = allProjections.filter((p) => p.partitionKey).map((p) => p.name);
    // answers and products key by the sheet's owner, which may differ from the log's: they read whole batches.
    expect(fromLog.sort()).toEqual(keyed.filter((name) => !['answers', 'products'].includes(name)).sort());
    expect(fromLog).toContain('audit-log');
    expect(allProjections.some((p) => readsLogPartition(p, { index: 0, count: 1 }))).toBe(false);
  });
});
