import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

describe('cookie-authenticated writes need the x-ghg-csrf header', () => {
  let api: ApiHarness;
  let headBefore: bigint;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
  });
  beforeEach(async () => {
    headBefore = await api.store.headPosition();
  });
  afterAll(async () => {
    await api.close();
  });

  const bare = (path: string, init: RequestInit) => fetch(api.url + path, init);

  it('a REST write without it is 403 and changes nothing', async () => {
    const res = await bare(`/api/organizations/${DEMO_ORGANIZATION_ID}/initial-questions`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ industry: 'BANKING' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ statusCode: 403, code: 'CSRF_CHECK_FAILED' });
    expect(await api.store.headPosition()).toBe(headBefore);
  });

  it('a GraphQL POST without it is 403, also as a form post', async () => {
    for (const [type, body] of [
      ['application/json', JSON.stringify({ query: '{ me { userId } }' })],
      ['application/x-www-form-urlencoded', 'query=%7B%20me%20%7B%20userId%20%7D%20%7D'],
    ] as const) {
      const res = await bare('/graphql', { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status).toBe(403);
    }
  });

  it('logout without it is 403', async () => {
    expect((await bare('/api/auth/logout', { method: 'POST' })).status).toBe(403);
  });

  it('with the header the same GraphQL request is answered; reads need no header', async () => {
    const res = await bare('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ghg-csrf': '1' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect((await bare('/healthz', { method: 'GET' })).status).toBe(200);
  });

  it('GraphQL over GET is refused by Apollo’s own CSRF prevention without a preflighted header', async () => {
    const res = await bare('/graphql?query=%7B%20me%20%7B%20userId%20%7D%20%7D', { method: 'GET' });
    expect(res.status).toBe(400);
  });
});
