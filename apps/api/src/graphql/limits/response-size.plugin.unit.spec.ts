import { ApolloServer } from '@apollo/server';
import { responseSizeCap } from './response-size.plugin.js';

const typeDefs = 'type Query { text(length: Int!): String! }';
const resolvers = { Query: { text: (_: unknown, { length }: { length: number }) => 'x'.repeat(length) } };

describe('response size cap', () => {
  const server = new ApolloServer({ typeDefs, resolvers, plugins: [responseSizeCap(1000)] });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const run = async (length: number) => {
    const response = await server.executeOperation({ query: `{ text(length: ${length}) }` });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { status: response.http.status, result: response.body.singleResult };
  };

  it('sends an answer up to the cap as it is', async () => {
    const { status, result } = await run(900);
    expect(status).toBeUndefined();
    expect((result.data as { text: string }).text).toHaveLength(900);
  });

  it('replaces a larger answer by a 400 error naming the size', async () => {
    const { status, result } = await run(5000);
    expect(status).toBe(400);
    expect(result.data).toBeUndefined();
    // {"data":{"text":"…"}} is 5,000 characters and 20 of JSON around them.
    expect(result.errors).toEqual([
      {
        message: 'The answer is too large (5020 bytes, at most 1000): ask for less',
        extensions: { code: 'RESPONSE_TOO_LARGE', limit: 'responseBytes' },
      },
    ]);
  });
});
