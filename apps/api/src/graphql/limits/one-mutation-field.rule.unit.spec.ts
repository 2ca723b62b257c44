import { buildSchema, parse, validate } from 'graphql';
import { oneMutationFieldRule } from './one-mutation-field.rule.js';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Result { id: ID }
  type Mutation { send(to: String): Result  other: Result }
`);
const errorsOf = (source: string) =>
  validate(schema, parse(source), [oneMutationFieldRule]).map((e) => e.message);

describe('one mutation field per request', () => {
  it('lets one mutation field through, with __typename beside it', () => {
    expect(errorsOf('mutation { send(to: "a") { id } }')).toEqual([]);
    expect(errorsOf('mutation { __typename send(to: "a") { id } }')).toEqual([]);
    // The same field twice under one response key is merged by GraphQL and runs once.
    expect(errorsOf('mutation { send(to: "a") { id } send(to: "a") { id } }')).toEqual([]);
  });

  it('refuses two fields, aliases of one field, and fields hidden in fragments', () => {
    expect(errorsOf('mutation { send { id } other { id } }')).toEqual([
      'One mutation per request: this one asks for 2',
    ]);
    const aliased = Array.from({ length: 300 }, (_, i) => `r${i}: send(to: "x") { id }`).join(' ');
    expect(errorsOf(`mutation { ${aliased} }`)).toEqual(['One mutation per request: this one asks for 300']);
    expect(errorsOf('mutation { send { id } ...F } fragment F on Mutation { b: send { id } }')).toHaveLength(
      1,
    );
    expect(errorsOf('mutation { send { id } ... on Mutation { other { id } } }')).toHaveLength(1);
  });

  it('leaves queries alone', () => {
    expect(errorsOf('{ a: ok b: ok }')).toEqual([]);
  });
});
