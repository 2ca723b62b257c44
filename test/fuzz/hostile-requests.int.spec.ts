import fc from 'fast-check';
import { type ApiHarness, startApiHarness } from '../api/api-harness.js';
import { HttpBrowser } from '../support/http-browser.js';
import {
  graphqlOperations,
  INTROSPECTION,
  type IntrospectedSchema,
  restOperations,
  rootFieldOf,
  typeText,
} from '../tenant-isolation/discover-operations.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { DEMO_ADMIN_EMAIL, DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';

/** Runs per operation: small and fixed (seeded), so CI is quick and repeatable; HOSTILE_FUZZ_SEED explores others. */
const RUNS = 12;
const seedOf = (operation: string) =>
  Number(process.env['HOSTILE_FUZZ_SEED'] ?? 0) +
  [...operation].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/** Operations that would end the fuzzing's own session; their refusals are tested where they live. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/** Values that answered 500 somewhere once, or could: NUL, lone surrogates, huge numbers, deep nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('\u0000', 'x\ud800', '\udfffx', '\u202e', '%', '9'.repeat(40), '', ' ', 'null', '<a>'),
  fc.constantFrom(1e308, -1, 0, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 0.1),
  fc.constantFrom(null, true, [], {}, [null], { __proto__: { a: 1 } }, { constructor: { prototype: 1 } }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const hostileBody: fc.Arbitrary<{ type: string; body: string; encoding?: string }> = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 }).map((o) => ({
    type: 'application/json',
    body: JSON.stringify(o),
  })),
  fc.constantFrom(
    { type: 'application/json', body: deep(10_000) },
    { type: 'application/json', body: '[' + deep(40) + ']' },
    { type: 'application/json', body: '{"a":"\\ud800"}' },
    { type: 'application/json', body: '{"\\u0000":1}' },
    { type: 'application/json', body: '{"a":' },
    { type: 'application/json', body: '{}', encoding: 'x-unknown' },
    { type: 'application/json', body: '{}', encoding: 'gzip' },
    { type: 'application/json; charset=koi8-r', body: '{}' },
    { type: 'application/json; charset=utf-16', body: '{}' },
    { type: 'application/xml', body: '<a><b></a>' },
    { type: 'text/xml', body: '<a/>' },
    { type: 'application/x-www-form-urlencoded', body: 'a=%&b[c]=1&a=2' },
    { type: 'text/plain', body: 'hello' },
    { type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  ),
);
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-wait-for-position': fc.constantFrom('9999999999999999999', '-1', '1e3', '0', ' 1'),
    'x-correlation-id': fc.constantFrom('%', 'a'.repeat(300), '\u00ff'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=x'),
    'accept-language': fc.constantFrom('xx', '*', 'en;q=2'),
    'if-none-match': fc.constantFrom('*', '"x"'),
    range: fc.constantFrom('bytes=0-0', 'bytes=x'),
  },
  { requiredKeys: [] },
);
const hostileQuery = fc.constantFrom(
  '',
  '?x=%ff',
  '?limit=1e309',
  '?a[b][c][d][e][f]=1',
  '?x=%00',
  '?lang[]=en',
  '?page=-1',
);
const hostileSegment = fc.constantFrom(
  'x',
  '00000000-0000-4000-8000-000000000000',
  '%ED%A0%80',
  '%E2%80%AE',
  'a'.repeat(300),
  '..%2f',
  '%20',
  '1e309',
);

// Each test walks every discovered route, so its length grows with the API; the limit is a hang guard, not a target.
const WALK_TIMEOUT_MS = 900_000;

describe('hostile requests against every discovered route answer below 500', () => {
  let api: ApiHarness;
  let cookie: string;
  let schema: IntrospectedSchema;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true });
    const browser = new HttpBrowser(api.url);
    const signedIn = await browser.signIn(
      DEMO_ADMIN_EMAIL,
      apiConfigFromEnv({}, { webDistDir: null }).demoPassword,
    );
    if (!signedIn.landed) throw new Error('the demo administrator could not sign in');
    cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const introspected = await api.request('/graphql', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    schema = ((await introspected.json()) as { data: { __schema: IntrospectedSchema } }).data.__schema;
  });
  afterAll(async () => {
    await api.close();
  });

  const send = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const res = await api.request(path, {
      method,
      redirect: 'manual',
      headers: { cookie, ...headers },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const text = await res.text();
    return { status: res.status, text };
  };

  it(
    'REST: every route × hostile path values, query, headers and bodies',
    async () => {
      const routes = restOperations(api.app).filter((op) => !SKIPPED.has(op));
      expect(routes.length).toBeGreaterThan(20);
      const failures: string[] = [];
      for (const operation of routes) {
        const [verb, template] = operation.split(' ') as [string, string];
        // `ALL /oidc/*` (the provider's mount) is tried with GET and POST; `GET|POST|OPTIONS /graphql` with each.
        const methods = verb === 'ALL' ? ['GET', 'POST'] : verb.split('|');
        // `:name` parameters and Fastify's bare `*` wildcard.
        const params = template.match(/:\w+|\*\w*/g) ?? [];
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...methods),
            fc.tuple(...params.map(() => hostileSegment)),
            hostileQuery,
            hostileHeaders,
            hostileBody,
            async (method, values, query, headers, { type, body, encoding }) => {
              let path = template;
              params.forEach((p, i) => {
                path = path.replace(
                  p,
                  p === ':organizationId' && i === 0 && values[i] === 'x' ? DEMO_ORGANIZATION_ID : values[i]!,
                );
              });
              const answer = await send(
                method,
                path + query,
                {
                  ...headers,
                  'x-ghg-csrf': '1',
                  'content-type': type,
                  ...(encoding ? { 'content-encoding': encoding } : {}),
                },
                body,
              );
              if (answer.status >= 500)
                failures.push(
                  `${method} ${path}${query} ${type} → ${answer.status} ${answer.text.slice(0, 160)}`,
                );
            },
          ),
          { numRuns: RUNS, seed: seedOf(operation) },
        );
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'GraphQL: every root field with hostile variables for each argument',
    async () => {
      const failures: string[] = [];
      for (const operation of graphqlOperations(schema)) {
        const field = rootFieldOf(schema, operation);
        const keyword = operation.startsWith('Mutation.') ? 'mutation' : 'query';
        const declared = field.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
        const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const document = `${keyword} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${
          ['SCALAR', 'ENUM'].includes(namedKind(schema, field.type)) ? '' : '{ __typename }'
        } }`;
        await fc.assert(
          fc.asyncProperty(
            fc.tuple(...field.args.map(() => hostileValue)),
            hostileHeaders,
            async (values, headers) => {
              const variables = Object.fromEntries(field.args.map((a, i) => [a.name, values[i]]));
              const answer = await send(
                'POST',
                '/graphql',
                { ...headers, 'x-ghg-csrf': '1', 'content-type': 'application/json' },
                JSON.stringify({ query: document, variables }),
              );
              if (answer.status >= 500)
                failures.push(
                  `${operation} ${JSON.stringify(variables).slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 160)}`,
                );
            },
          ),
          { numRuns: RUNS, seed: seedOf(operation) },
        );
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

function namedKind(
  schema: IntrospectedSchema,
  ref: { kind: string; name: string | null; ofType: unknown },
): string {
  let named = ref as { kind: string; name: string | null; ofType: typeof ref | null };
  while (named.ofType) named = named.ofType as typeof named;
  return schema.types.find((t) => t.name === named.name)?.kind ?? named.kind;
}
