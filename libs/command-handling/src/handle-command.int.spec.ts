import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '@ghg/event-store';
import { handleCommand } from './handle-command.js';
import { loadStream } from './load-stream.js';
import { tallyAggregate, TallyRefused } from './testing/tally-aggregate.js';
import { testMetadata } from './testing/test-metadata.js';
import { engine, useTestStore } from './testing/test-store.js';

describe(`handleCommand on the event store (${engine})`, () => {
  const store = useTestStore();

  const tally = () => `tally-${randomUUID()}`;
  const count = (streamId: string, amount: number, expectedRevision?: number) =>
    handleCommand(store(), {
      streamId,
      aggregate: tallyAggregate,
      command: { type: 'Count', amount },
      metadata: testMetadata,
      expectedRevision,
    });

  it('on an empty stream: folds nothing, creates the stream and answers revision 0', async () => {
    const streamId = tally();
    expect(await loadStream(store(), streamId, tallyAggregate)).toMatchObject({
      state: { total: 0 },
      revision: -1,
      position: 0n,
    });
    const outcome = await count(streamId, 3);
    expect(outcome).toMatchObject({ revision: 0, changed: true, decision: { before: 0 } });
    const [event] = await store().readStream(streamId);
    expect(event).toMatchObject({ type: 'Counted', data: { amount: 3 }, metadata: testMetadata });
    expect(outcome.position).toBe(event!.position);
  });

  it('folds the stream read before deciding, and appends at the revision read', async () => {
    const streamId = tally();
    await count(streamId, 2);
    await count(streamId, 5);
    const cleared = await handleCommand(store(), {
      streamId,
      aggregate: tallyAggregate,
      command: { type: 'Clear' },
      metadata: testMetadata,
    });
    // The decision is typed as the aggregate's own: its detail is read without a cast.
    const before: number = cleared.decision.before;
    expect(before).toBe(7);
    expect(cleared).toMatchObject({ revision: 2, changed: true });
    expect((await loadStream(store(), streamId, tallyAggregate)).state).toEqual({ total: 0 });
  });

  it('a stale expected revision is refused with WrongExpectedRevisionError and appends nothing', async () => {
    const streamId = tally();
    await count(streamId, 1);
    await count(streamId, 1);
    const error = await count(streamId, 1, 0).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId, expected: 0, actual: 1 });
    expect(await count(`tally-${randomUUID()}`, 1, 0).catch((caught: unknown) => caught)).toMatchObject({
      actual: 'no_stream',
    });
    expect(await store().readStream(streamId)).toHaveLength(2);
    expect(await count(streamId, 1, 1)).toMatchObject({ revision: 2, changed: true });
  });

  it('expected no_stream creates the stream once; on an existing stream it is refused before decide', async () => {
    const streamId = tally();
    const create = (amount: number) =>
      handleCommand(store(), {
        streamId,
        aggregate: tallyAggregate,
        command: { type: 'Count', amount },
        metadata: testMetadata,
        expectedRevision: 'no_stream',
      });
    expect(await create(2)).toMatchObject({ revision: 0, changed: true });
    const error = await create(-1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ expected: 'no_stream', actual: 0 });
    expect(await store().readStream(streamId)).toHaveLength(1);
  });

  it('of two commands deciding on the same revision, the second append is refused', async () => {
    const streamId = tally();
    // Both read before either appends, as two concurrent requests may: each read waits for the other one.
    const base = store();
    let reads = 0;
    let bothRead!: () => void;
    const barrier = new Promise<void>((resolve) => (bothRead = resolve));
    const racing = Object.create(base, {
      readStream: {
        value: async (...args: Parameters<typeof base.readStream>) => {
          const events = await base.readStream(...args);
          if (++reads === 2) bothRead();
          await barrier;
          return events;
        },
      },
    }) as typeof base;
    const race = (amount: number) =>
      handleCommand(racing, {
        streamId,
        aggregate: tallyAggregate,
        command: { type: 'Count', amount },
        metadata: testMetadata,
      });
    const results = await Promise.allSettled([race(1), race(2)]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store().readStream(streamId)).toHaveLength(1);
  });

  it('a decision with no events appends nothing and answers the stream as it is', async () => {
    const streamId = tally();
    const first = await count(streamId, 4);
    expect(await count(streamId, 0)).toEqual({
      position: first.position,
      revision: 0,
      changed: false,
      decision: { events: [], before: 4 },
    });
    const empty = tally();
    expect(await count(empty, 0)).toMatchObject({ position: 0n, revision: -1, changed: false });
    expect(await store().readStream(empty)).toEqual([]);
  });

  it("a refusal is the domain's error, thrown before anything is appended", async () => {
    const streamId = tally();
    await expect(count(streamId, -1)).rejects.toBeInstanceOf(TallyRefused);
    expect(await store().readStream(streamId)).toEqual([]);
  });

  it('folds only the aggregate’s own event types from a stream', async () => {
    const streamId = tally();
    await count(streamId, 2);
    await store().append(
      streamId,
      [{ type: 'SomethingElse', data: { amount: 100 }, metadata: testMetadata }],
      0,
    );
    await count(streamId, 3);
    expect(await loadStream(store(), streamId, tallyAggregate)).toMatchObject({
      state: { total: 5 },
      revision: 2,
    });
  });
});
