import { randomUUID } from 'node:crypto';
import { createStream } from './create-stream.js';
import { loadStream } from './load-stream.js';
import { tallyAggregate, type TallyCommand } from './testing/tally-aggregate.js';
import { testMetadata } from './testing/test-metadata.js';
import { engine, useTestStore } from './testing/test-store.js';

describe(`createStream (${engine})`, () => {
  const store = useTestStore();

  const create = (streamId: string, commands: TallyCommand[]) =>
    createStream(store(), { streamId, aggregate: tallyAggregate, commands, metadata: testMetadata });

  it('decides the commands in turn from the initial state and appends them as a new stream', async () => {
    const streamId = `tally-${randomUUID()}`;
    const counts: TallyCommand[] = [
      { type: 'Count', amount: 2 },
      { type: 'Count', amount: 3 },
    ];
    expect(await create(streamId, counts)).toBe(true);
    expect(await loadStream(store(), streamId, tallyAggregate)).toMatchObject({
      state: { total: 5 },
      revision: 1,
    });
  });

  it('answers false and appends nothing when the stream exists, or another start created it meanwhile', async () => {
    const streamId = `tally-${randomUUID()}`;
    const results = await Promise.all([
      create(streamId, [{ type: 'Count', amount: 1 }]),
      create(streamId, [{ type: 'Count', amount: 7 }]),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await create(streamId, [{ type: 'Count', amount: 9 }])).toBe(false);
    expect(await store().readStream(streamId)).toHaveLength(1);
  });
});
