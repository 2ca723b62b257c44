import { reportRequestsStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';
import { GRAPHQL_LIMITS } from './graphql-limits.js';

jest.setTimeout(120_000);

type Answer = Awaited<ReturnType<ApiHarness['graphql']>>;
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n');
const firstError = ({ body }: Answer) => body.errors?.[0];

/** Refused before execution: 400, an error with a code, and no `data` at all (GraphQL over HTTP: not executed). */
function expectRefused(answer: Answer, code: string, limit?: string): void {
  expect(answer.status).toBe(400);
  expect('data' in answer.body).toBe(false);
  expect(firstError(answer)?.extensions).toMatchObject({ code, ...(limit ? { limit } : {}) });
}

describe('H2 GraphQL resource exhaustion', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  const reportRequestEvents = () => api.store.readStream(reportRequestsStreamId(DEMO_ORGANIZATION_ID));
  const outboxReportRows = async () =>
    Number(
      (
        await api.db.query<{ n: string }>(
          `select count(*) as n from read.outbox where kind = 'report-request'`,
        )
      ).rows[0]!.n,
    );

  it('refuses a query with 3,000 aliases while parsing, with a small answer and nothing run', async () => {
    const answer = await api.graphql(`{ ${aliased(3000, 'chartsData')} }`);
    expectRefused(answer, 'GRAPHQL_PARSE_FAILED');
    expect(firstError(answer)?.message).toMatch(/1000 tokens/);
    expect(JSON.stringify(answer.body).length).toBeLessThan(1000);
  });

  it('refuses more aliases than the limit even when the document is short, and allows up to the limit', async () => {
    const over = await api.graphql(`{ ${aliased(GRAPHQL_LIMITS.aliases + 1, 'me { userId }')} }`);
    expectRefused(over, 'GRAPHQL_VALIDATION_FAILED', 'aliases');
    const within = await api.graphql<Record<string, { userId: string }>>(
      `{ ${aliased(GRAPHQL_LIMITS.aliases, 'me { userId }')} }`,
    );
    expect(within.status).toBe(200);
    expect(Object.keys(within.body.data!)).toHaveLength(GRAPHQL_LIMITS.aliases);
  });

  it('refuses 300 aliased requestFullReport mutations whole: no event, no e-mail in the outbox', async () => {
    const outboxBefore = await outboxReportRows();
    const mutation = `mutation { ${aliased(300, 'requestFullReport(period: { choice: "current-year" }) { requestId }')} }`;
    expectRefused(await api.graphql(mutation), 'GRAPHQL_PARSE_FAILED');
    // Two are enough to be refused by the one-mutation rule (the token limit is not what stops them).
    const two = `mutation {
      first: requestFullReport(period: { choice: "current-year" }, requestId: "h2-first") { requestId }
      second: requestFullReport(period: { choice: "previous-year" }, requestId: "h2-second") { requestId }
    }`;
    const answer = await api.graphql(two);
    expectRefused(answer, 'GRAPHQL_VALIDATION_FAILED', 'mutations');
    expect(firstError(answer)?.message).toBe('One mutation per request: this one asks for 2');

    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
    expect(await reportRequestEvents()).toEqual([]);
    expect(await outboxReportRows()).toBe(outboxBefore);

    // One mutation in a request is what the web app sends, and it still works.
    const one = await api.graphql<{ requestFullReport: { requestId: string } }>(
      'mutation { requestFullReport(period: { choice: "current-year" }, requestId: "h2-one") { requestId } }',
    );
    expect(one).toMatchObject({
      status: 200,
      body: { data: { requestFullReport: { requestId: 'h2-one' } } },
    });
    expect(await reportRequestEvents()).toHaveLength(1);
  });

  it('refuses a query deeper than the limit', async () => {
    // __type is an introspection field graphql-armor does not exempt, and nests as deep as one asks.
    const deep =
      '{ __type(name: "Query") { fields { type { fields { type { fields { type { name } } } } } } } }';
    expectRefused(await api.graphql(deep), 'GRAPHQL_VALIDATION_FAILED', 'depth');
  });

  it('refuses more directives than the limit', async () => {
    const directives = Array.from({ length: GRAPHQL_LIMITS.directives + 1 }, () => '@include(if: true)').join(
      ' ',
    );
    expectRefused(
      await api.graphql(`{ me ${directives} { userId } }`),
      'GRAPHQL_VALIDATION_FAILED',
      'directives',
    );
  });

  it('refuses a batch (an array of operations in one body)', async () => {
    const res = await api.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { userId } }' }, { query: '{ me { userId } }' }]),
    });
    // Refused whole by the request-shape check (400 VALIDATION_ERROR) before Apollo, whose batching is off as well
    // ('Operation batching disabled.'); a batch answer would be an array.
    const body = (await res.json()) as unknown;
    expect(res.status).toBe(400);
    expect(Array.isArray(body)).toBe(false);
    expect(body).not.toHaveProperty('data');
  });
});

describe('H2 GraphQL resource exhaustion: production configuration', () => {
  let api: ApiHarness;
  const production = apiConfigFromEnv({ NODE_ENV: 'production' }, { webDistDir: null });
  beforeAll(async () => {
    api = await startApiHarness({ config: { graphqlIntrospection: production.graphqlIntrospection } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('is what NODE_ENV=production and the production entrypoint (start:api) give', () => {
    expect(production.graphqlIntrospection).toBe(false);
    expect(apiConfigFromEnv({}, { webDistDir: null, production: true }).graphqlIntrospection).toBe(false);
    expect(apiConfigFromEnv({}, { webDistDir: null }).graphqlIntrospection).toBe(true);
  });

  it('refuses introspection and hides field suggestions, while ordinary queries work', async () => {
    const schema = await api.graphql('{ __schema { types { name } } }');
    expectRefused(schema, 'GRAPHQL_VALIDATION_FAILED');
    expect(firstError(schema)?.message).toMatch(/introspection is not allowed/i);
    const typo = await api.graphql('{ me { userI } }');
    expectRefused(typo, 'GRAPHQL_VALIDATION_FAILED');
    expect(firstError(typo)?.message).not.toMatch(/Did you mean/);
    expect(await api.graphql('{ me { userId } }')).toMatchObject({ status: 200, body: { data: { me: {} } } });
  });

  it('shows no landing page to a browser', async () => {
    const res = await api.request('/graphql', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(await res.text()).not.toMatch(/<html/i);
  });
});
