import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '@ghg/event-store';
import { loadStream, newStream } from './load-stream.js';
import { appendDecisions, decisionFor } from './stream-decision.js';
import { tallyAggregate, type TallyEvent } from './testing/tally-aggregate.js';
import { testMetadata } from './testing/test-metadata.js';
import { engine, useTestStore } from './testing/test-store.js';

const counted = (amount: number): TallyEvent => ({ type: 'Counted', data: { amount } });

describe(`appendDecisions: several streams in one transaction (${engine})`, () => {
  const store = useTestStore();

  const tally = () => `tally-${randomUUID()}`;

  it('appends every stream at the revision it was read at, and leaves out streams with nothing decided', async () => {
    const [existing, created, untouched] = [tally(), tally(), tally()];
    await store().append(existing, [{ ...counted(1), metadata: testMetadata }], 'no_stream');
    const read = await loadStream(store(), existing, tallyAggregate);
    const results = await appendDecisions(
      store(),
      [
        decisionFor(read, [counted(2)]),
        decisionFor(newStream(untouched, tallyAggregate), []),
        decisionFor(newStream(created, tallyAggregate), [counted(5), counted(6)]),
      ],
      testMetadata,
    );
    expect(results.map((r) => r.nextExpectedRevision)).toEqual([1, 1]);
    expect((await loadStream(store(), existing, tallyAggregate)).state.total).toBe(3);
    expect((await loadStream(store(), created, tallyAggregate)).state.total).toBe(11);
    expect(await store().readStream(untouched)).toEqual([]);
  });

  it('all or nothing: a stream that moved on since it was read leaves the other streams unwritten', async () => {
    const [first, second] = [tally(), tally()];
    const readFirst = await loadStream(store(), first, tallyAggregate);
    const readSecond = await loadStream(store(), second, tallyAggregate);
    await store().append(second, [{ ...counted(1), metadata: testMetadata }], 'no_stream');
    const attempt = appendDecisions(
      store(),
      [decisionFor(readFirst, [counted(1)]), decisionFor(readSecond, [counted(2)])],
      testMetadata,
    );
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store().readStream(first)).toEqual([]);
    expect(await store().readStream(second)).toHaveLength(1);
  });

  it('a new stream that exists already is a conflict, not an append to it', async () => {
    const streamId = tally();
    await store().append(streamId, [{ ...counted(1), metadata: testMetadata }], 'no_stream');
    const attempt = appendDecisions(
      store(),
      [decisionFor(newStream(streamId, tallyAggregate), [counted(2)])],
      testMetadata,
    );
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store().readStream(streamId)).toHaveLength(1);
  });

  it('only the stream’s own events can be decided for it', () => {
    const stream = newStream(tally(), tallyAggregate);
    // @ts-expect-error an event of another aggregate is not a tally event
    const decision = decisionFor(stream, [{ type: 'Renamed', data: { name: 'x' } }]);
    expect(decision.expectedRevision).toBe('no_stream');
  });
});
