import type { RecordedEvent } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { applyBatch } from './apply-batch.js';
import { CheckpointMovedError, ensureCheckpoint, readCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

jest.setTimeout(60_000);

const event = (position: number, type: string): RecordedEvent => ({
  eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  streamId: 's-1',
  revision: position - 1,
  position: BigInt(position),
  data: {},
  recordedAt: '2026-11-22T10:00:00.000Z',
  metadata: {
    actorId: 'u1',
    organizationId: null,
    correlationId: 'c1',
    causationId: null,
    occurredAt: '2026-11-22T10:00:00.000Z',
    source: { channel: 'test' },
  },
});

describe('applyBatch with declared event types', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('moves the checkpoint without applying a batch of other types, and applies a batch holding one', async () => {
    const applied: bigint[][] = [];
    const projection: Projection = {
      name: 'typed',
      tables: [],
      eventTypes: ['Wanted'],
      async apply(_tx, events) {
        applied.push(events.map((e) => e.position));
      },
    };
    await ensureCheckpoint(t.db, projection.name);
    expect(await applyBatch(t.db, projection, 0n, [event(1, 'Other'), event(2, 'Other')])).toBe(2n);
    expect(applied).toEqual([]);
    expect(await readCheckpoint(t.db, projection.name)).toBe(2n);

    expect(await applyBatch(t.db, projection, 2n, [event(3, 'Other'), event(4, 'Wanted')])).toBe(4n);
    expect(applied).toEqual([[3n, 4n]]);

    // A stale checkpoint is refused on both paths, and nothing moves.
    await expect(applyBatch(t.db, projection, 2n, [event(5, 'Other')])).rejects.toThrow(CheckpointMovedError);
    await expect(applyBatch(t.db, projection, 2n, [event(5, 'Wanted')])).rejects.toThrow(
      CheckpointMovedError,
    );
    expect(applied).toHaveLength(1);
    expect(await readCheckpoint(t.db, projection.name)).toBe(4n);
  });
});
