import { checkExpectedRevision, expectedRevisionText } from './expected-revision.js';
import { type ExpectedRevision } from './event-envelope.js';
import { WrongExpectedRevisionError } from './event-store.port.js';

function outcome(expected: ExpectedRevision, current: number | null): string {
  try {
    checkExpectedRevision('s-1', expected, current);
    return 'ok';
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return `conflict:${String(error.actual)}`;
    return 'invalid';
  }
}

describe('checkExpectedRevision (EventStoreDB semantics)', () => {
  it.each<[ExpectedRevision, number | null, string]>([
    ['any', null, 'ok'],
    ['any', 4, 'ok'],
    ['no_stream', null, 'ok'],
    ['no_stream', 0, 'conflict:0'],
    ['stream_exists', null, 'conflict:no_stream'],
    ['stream_exists', 0, 'ok'],
    [0, 0, 'ok'],
    [0n, 0, 'ok'],
    [3, 3, 'ok'],
    [3n, 3, 'ok'],
    [2, 3, 'conflict:3'],
    [4, 3, 'conflict:3'],
    [0, null, 'conflict:no_stream'],
    [-1, null, 'invalid'],
    [1.5, 1, 'invalid'],
  ])('expected %p with current %p → %s', (expected, current, result) => {
    expect(outcome(expected, current)).toBe(result);
  });

  it('names the stream, the expectation and the actual revision', () => {
    const error = (() => {
      try {
        checkExpectedRevision('organization-7', 1, 5);
      } catch (caught) {
        return caught as WrongExpectedRevisionError;
      }
      throw new Error('no conflict');
    })();
    expect(error).toMatchObject({
      code: 'WRONG_EXPECTED_REVISION',
      streamId: 'organization-7',
      expected: 1,
      actual: 5,
    });
  });
});

describe('expectedRevisionText (the parameter of append_to_stream)', () => {
  it.each<[ExpectedRevision, string]>([
    ['any', 'any'],
    ['no_stream', 'no_stream'],
    ['stream_exists', 'stream_exists'],
    [0, '0'],
    [7n, '7'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ])('%p → %p', (expected, text) => {
    expect(expectedRevisionText(expected)).toBe(text);
  });

  it.each<ExpectedRevision>([-1, 1.5, Number.NaN, 2n ** 60n])(
    'refuses %p before the database is asked',
    (expected) => {
      expect(() => expectedRevisionText(expected)).toThrow(TypeError);
    },
  );
});
