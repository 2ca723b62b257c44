import { decideInSequence } from './decide-in-sequence.js';
import { tallyAggregate } from './testing/tally-aggregate.js';

describe('decideInSequence', () => {
  it('decides each command on the state the ones before it left, and answers the events of all', () => {
    const events = decideInSequence(tallyAggregate, [
      { type: 'Count', amount: 2 },
      { type: 'Count', amount: 0 },
      { type: 'Clear' },
      { type: 'Clear' },
      { type: 'Count', amount: 4 },
    ]);
    expect(events).toEqual([
      { type: 'Counted', data: { amount: 2 } },
      { type: 'Cleared', data: { before: 2 } },
      { type: 'Counted', data: { amount: 4 } },
    ]);
  });

  it('starts from the state given', () => {
    expect(decideInSequence(tallyAggregate, [{ type: 'Clear' }], { total: 3 })).toEqual([
      { type: 'Cleared', data: { before: 3 } },
    ]);
  });
});
