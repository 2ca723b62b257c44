import { gzipSync } from 'node:zlib';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import { DEMO_ADMIN_EMAIL, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const IQ = `/api/organizations/${DEMO_ORGANIZATION_ID}/initial-questions`;
const LOCATIONS = `/api/organizations/${DEMO_ORGANIZATION_ID}/entities`;
const valid = {
  industry: 'BANKING',
  country: 'PL',
  peopleAmount: 'SMALL_COMPANY',
  annualRevenue: 'LESS_THAN_500K',
};
const UPDATE_IQ =
  'mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { position } }';
const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

interface Row {
  input: string;
  path: string;
  init: RequestInit;
  /** false: the session cookie is not sent (the input is the cookie itself, or the route is public). */
  signedIn?: boolean;
  status: number;
  answer: Record<string, unknown>;
}

const json = (method: string, body: string | Buffer, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body,
});
const graphql = (query: string, variables?: unknown, headers: Record<string, string> = {}) =>
  json('POST', JSON.stringify({ query, variables }), headers);
const invalid = (path: string, code = 'invalid_format') => ({
  code: 'VALIDATION_ERROR',
  fields: expect.arrayContaining([{ path, code }]) as unknown,
});

/** Every input of the outside review that answered 500, and what it answers now (issue 13, L1). */
const ROWS: Row[] = [
  {
    input: 'a huge x-wait-for-position (past bigint)',
    path: IQ,
    init: { headers: { 'x-wait-for-position': '9999999999999999999' } },
    status: 400,
    answer: invalid('x-wait-for-position', 'invalid_number'),
  },
  {
    input: 'an unknown Content-Encoding',
    path: IQ,
    init: json('PUT', '{}', { 'content-encoding': 'x-snappy' }),
    status: 415,
    answer: { code: 'UNSUPPORTED_CONTENT_ENCODING' },
  },
  {
    input: 'a gzip Content-Encoding whose body is not gzip',
    path: IQ,
    init: json('PUT', '{}', { 'content-encoding': 'gzip' }),
    status: 400,
    answer: { code: 'INVALID_REQUEST' },
  },
  {
    input: 'charset=koi8-r (REST)',
    path: IQ,
    init: { method: 'PUT', headers: { 'content-type': 'application/json; charset=koi8-r' }, body: '{}' },
    status: 415,
    answer: { code: 'UNSUPPORTED_CHARSET' },
  },
  {
    input: 'charset=koi8-r (GraphQL)',
    path: '/graphql',
    init: { method: 'POST', headers: { 'content-type': 'application/json; charset=koi8-r' }, body: '{}' },
    status: 415,
    answer: { code: 'UNSUPPORTED_CHARSET' },
  },
  {
    input: 'JSON objects nested 10,000 deep',
    path: IQ,
    init: json('PUT', deepObject),
    status: 400,
    answer: invalid('', 'too_deep'),
  },
  {
    input: 'JSON arrays nested 10,000 deep',
    path: IQ,
    init: json('PUT', deepArray),
    status: 400,
    answer: invalid('', 'too_deep'),
  },
  {
    input: 'GraphQL variables nested 10,000 deep',
    path: '/graphql',
    init: json('POST', `{"query":"{ me { userId } }","variables":{"x":${deepObject}}}`),
    status: 400,
    answer: invalid('variables', 'too_deep'),
  },
  {
    input: 'a lone surrogate in a JSON string',
    path: IQ,
    init: json('PUT', JSON.stringify({ ...valid, description: 'x\ud800' })),
    status: 400,
    answer: invalid('description'),
  },
  {
    input: 'a lone surrogate in a JSON key',
    path: '/graphql',
    init: json('POST', '{"query":"{ me { userId } }","variables":{"\\udc00":1}}'),
    status: 400,
    answer: { code: 'VALIDATION_ERROR' },
  },
  {
    input: 'a lone surrogate in GraphQL variables',
    path: '/graphql',
    init: graphql(UPDATE_IQ, { input: { ...valid, description: '\udfff' } }),
    status: 400,
    answer: invalid('variables.input.description'),
  },
  {
    input: 'a lone surrogate percent-encoded in the query string',
    path: `${IQ}?x=%ED%A0%80`,
    init: {},
    status: 200,
    answer: {},
  },
  {
    input: 'a lone surrogate percent-encoded in a path parameter',
    path: `/api/organizations/%ED%A0%80/initial-questions`,
    init: {},
    status: 400,
    answer: {},
  },
  {
    input: 'a lone surrogate percent-encoded in the session cookie',
    path: IQ,
    init: { headers: { cookie: 'ghg_session=%ED%A0%80' } },
    signedIn: false,
    status: 401,
    answer: { code: 'UNAUTHENTICATED' },
  },
  {
    input: 'NUL as an escape in a GraphQL string literal',
    path: '/graphql',
    init: graphql('{ auditLog(streamId: "organization-\\u0000") { __typename } }'),
    status: 400,
    answer: invalid('query'),
  },
  {
    input: 'NUL as a braced escape in a GraphQL GET query',
    path: `/graphql?query=${encodeURIComponent('{ auditLog(streamId: "x\\u{0}") { __typename } }')}`,
    init: { headers: { 'apollo-require-preflight': '1' } },
    status: 400,
    answer: invalid('query'),
  },
  {
    input: 'Cookie: ghg_session=%',
    path: IQ,
    init: { headers: { cookie: 'ghg_session=%' } },
    signedIn: false,
    status: 401,
    answer: { code: 'UNAUTHENTICATED' },
  },
  {
    input: 'Cookie: ghg_session=% on the session route',
    path: '/api/auth/session',
    init: { headers: { cookie: 'ghg_session=%' } },
    signedIn: false,
    status: 401,
    answer: { code: 'UNAUTHENTICATED' },
  },
  {
    input: 'an OIDC login form body over 10 kB',
    path: '/oidc/interaction/some-interaction/login',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(11_000)}&password=x`,
    },
    signedIn: false,
    status: 413,
    answer: { code: 'PAYLOAD_TOO_LARGE' },
  },
  {
    input: 'a magic-link id that is not a UUID',
    path: '/api/magic/not-a-link',
    init: {},
    signedIn: false,
    status: 400,
    answer: { code: 'MAGIC_LINK_VALIDATION_ERROR', message: 'magic link validation error' },
  },
  {
    input: 'a magic-link registration with an id that is not a UUID',
    path: '/api/magic/not-a-link/admin',
    init: json('POST', '{}'),
    signedIn: false,
    status: 400,
    answer: { code: 'MAGIC_LINK_VALIDATION_ERROR' },
  },
  {
    input: 'a malformed XML body (REST)',
    path: IQ,
    init: {
      method: 'PUT',
      headers: { 'content-type': 'application/xml' },
      body: '<answers><industry></answers>',
    },
    status: 400,
    answer: { code: 'INVALID_XML', message: 'Invalid XML' },
  },
  {
    input: 'a malformed XML body (GraphQL)',
    path: '/graphql',
    init: { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<query>{ me }' },
    status: 400,
    answer: { code: 'INVALID_XML', message: 'Invalid XML' },
  },
  {
    input: 'a well-formed XML body: no route reads XML',
    path: LOCATIONS,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<entity><name>x</name></entity>',
    },
    status: 415,
    answer: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
];

describe('L1 inputs that answered 500 answer 4xx in the spec’s error shape, and append nothing', () => {
  let api: ApiHarness;
  let cookie: string;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true });
    const browser = new HttpBrowser(api.url);
    const password = apiConfigFromEnv({}, { webDistDir: null }).demoPassword;
    const signedIn = await browser.signIn(DEMO_ADMIN_EMAIL, password);
    if (!signedIn.landed) throw new Error('the demo administrator could not sign in');
    cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(ROWS.map((row) => [row.input, row] as const))('%s', async (_input, row) => {
    const head = await api.store.headPosition();
    const headers = { ...(row.signedIn === false ? {} : { cookie }), ...(row.init.headers as object) };
    const res = await api.request(row.path, { ...row.init, headers });
    const text = await res.text();
    expect({ status: res.status, text: text.slice(0, 300) }).toMatchObject({ status: row.status });
    const body = JSON.parse(text) as Record<string, unknown>;
    if (row.status >= 400) {
      expect(body).toMatchObject({ statusCode: row.status, message: expect.any(String) });
      expect(body).toMatchObject(row.answer);
    }
    expect(await api.store.headPosition()).toBe(head);
  });

  it('a gzip body is still read (the refusal is of unknown encodings, not of compression)', async () => {
    const res = await api.request(IQ, {
      ...json('PUT', gzipSync(JSON.stringify({ ...valid, extra: 1 })), { 'content-encoding': 'gzip' }),
      headers: { cookie, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
