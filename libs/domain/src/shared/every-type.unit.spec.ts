import { everyType } from './every-type.js';

type Colour = 'red' | 'green' | 'blue';

describe('everyType', () => {
  it('answers the list that names every member', () => {
    expect(everyType<Colour>()(['red', 'green', 'blue'])).toEqual(['red', 'green', 'blue']);
  });

  it('does not compile when a member is left out (the directive fails the typecheck if it does)', () => {
    // @ts-expect-error 'blue' is missing
    const partial = everyType<Colour>()(['red', 'green']);
    expect(partial).toHaveLength(2);
  });
});
