import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const restPath = `/api/organizations/${DEMO_ORGANIZATION_ID}/initial-questions`;
const valid = {
  industry: 'BANKING',
  country: 'PL',
  peopleAmount: 'SMALL_COMPANY',
  annualRevenue: 'LESS_THAN_500K',
};

describe('bad input is refused whole: 400, a clear message, nothing appended', () => {
  let api: ApiHarness;
  let headBefore: bigint;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  beforeEach(async () => {
    headBefore = await api.store.headPosition();
  });
  afterEach(async () => {
    expect(await api.store.headPosition()).toBe(headBefore);
  });
  afterAll(async () => {
    await api.close();
  });

  const put = (body: string, path = restPath) =>
    api.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });

  it.each([['{"industry": '], ['{industry: "BANKING"}'], ['not json']])(
    'malformed JSON %p → Invalid JSON',
    async (body) => {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_JSON', message: 'Invalid JSON' });
    },
  );

  it('a refusal answered before any route is JSON with its length, like every other answer', async () => {
    const res = await put('{"industry": ');
    const text = await res.text();
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'Invalid JSON',
      fields: [],
    });
  });

  it('malformed JSON on /graphql → Invalid JSON', async () => {
    const res = await api.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Invalid JSON' });
  });

  it.each([
    ['an array', '[1,2]', ''],
    ['null', 'null', ''],
    ['a string', '"BANKING"', ''],
    ['a null value', JSON.stringify({ ...valid, description: null }), 'description'],
    ['a nested null', JSON.stringify({ ...valid, extra: { a: [1, null] } }), 'extra.a.1'],
  ])('a body that is %s → Validation error naming the field', async (_what, body, field) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { code: string; message: string; fields: { path: string }[] };
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.message).toMatch(/^Validation error: /);
    if (field) expect(json.fields.map((f) => f.path)).toContain(field);
  });

  it('a NUL character in a value or in the path is refused, never passed to PostgreSQL (500)', async () => {
    const inBody = await put(JSON.stringify({ ...valid, description: 'kawa\u0000' }));
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'description' }],
    });
    const inPath = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}%00/initial-questions`);
    expect(inPath.status).toBe(400);
    expect(await inPath.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path: 'path' }] });
  });

  it('schema failures name every failing field', async () => {
    const res = await put(
      JSON.stringify({
        description: 'x'.repeat(501),
        country: 'XX',
        peopleAmount: 'SMALL_COMPANY',
        annualRevenue: 'LESS_THAN_500K',
      }),
    );
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; fields: { path: string; code: string }[] };
    expect(json.fields).toEqual(
      expect.arrayContaining([
        { path: 'description', code: 'description_too_long' },
        { path: 'industry', code: 'required' },
        { path: 'country', code: 'invalid_value' },
      ]),
    );
    expect(json.message).toContain('description (description_too_long)');
    expect(json.message).toContain('industry (required)');
  });

  it('exact figures must fall inside the chosen band', async () => {
    const res = await put(JSON.stringify({ ...valid, peopleAmountNumber: 300, annualRevenueRange: 600000 }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown[] }).fields).toEqual([
      { path: 'peopleAmountNumber', code: 'people_amount_mismatch' },
      { path: 'annualRevenueRange', code: 'annual_revenue_mismatch' },
    ]);
  });

  it('unknown fields are refused, not ignored', async () => {
    const res = await put(JSON.stringify({ ...valid, ceo: 'me' }));
    expect(res.status).toBe(400);
  });

  it('GraphQL schema failures answer 400 with the fields in extensions', async () => {
    const res = await api.graphql(
      'mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { position } }',
      { input: { ...valid, description: 'x'.repeat(501) } },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Validation error: description (description_too_long)',
      extensions: {
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'description', code: 'description_too_long' }],
      },
    });
  });

  it('GraphQL variables with a null inside a list are refused before any resolver runs', async () => {
    const res = await api.graphql('query($x: [Int]) { me { userId } }', { x: [1, null] });
    expect(res.status).toBe(400);
  });

  it('a wait-for-position header that is not a number is refused', async () => {
    const res = await api.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wait-for-position': 'soon' },
      body: JSON.stringify({ query: '{ me { userId } }' }),
    });
    expect(res.status).toBe(400);
  });
});
