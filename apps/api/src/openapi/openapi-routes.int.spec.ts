import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { restOperations } from '../../../../test/tenant-isolation/discover-operations.js';
import { Session } from '../../../../test/tenant-isolation/session.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { buildOpenApiDocument, openApiPath } from './openapi-document.js';
import { REST_ROUTES } from './rest-routes.js';

const PASSWORD = 'OpenApi-Password-1!';
/**
 * What the router holds that is not a REST operation of this API: the GraphQL transport (`GET|POST|OPTIONS
 * /graphql`) and the embedded OpenID provider's mount (`ALL /oidc`, `ALL /oidc/*`), whose protocol endpoints its
 * own discovery document (/oidc/.well-known/openid-configuration) describes. (Under Express both were mounted
 * middleware, `USE …`, as were the rate limits and the session check, which are hooks now and no routes.)
 */
const notOperations = (op: string) => op.startsWith('ALL ') || op.endsWith(' /graphql');

describe('OpenAPI document: every route Nest serves is described, and every described route is served', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('the document’s paths and methods are exactly the routes the router registers', async () => {
    const served = restOperations(api.app)
      .filter((op) => !notOperations(op))
      .map((op) => {
        const [method, path] = op.split(' ') as [string, string];
        return `${method} ${openApiPath(path)}`;
      });
    const document = buildOpenApiDocument('test');
    const described = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect({
      servedButNotDescribed: served.filter((op) => !described.includes(op)).sort(),
      describedButNotServed: described.filter((op) => !served.includes(op)).sort(),
    }).toEqual({ servedButNotDescribed: [], describedButNotServed: [] });
  });

  it('GET /api/openapi.json answers the OpenAPI 3.1 document without a session', async () => {
    const res = await fetch(`${api.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(body.paths)).toContain('/api/organizations/{organizationId}/charts-data');
    const { version } = (body as unknown as { info: { version: string } }).info;
    expect(body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(version))));
  });

  it('GET /api/docs is a page of every operation with no script and no outside asset (offline, under the CSP)', async () => {
    const res = await fetch(`${api.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|\b(src|href)="(https?:)?\/\//i);
    for (const route of REST_ROUTES) expect(html).toContain(`<code>${openApiPath(route.path)}</code>`);
  });

  it('the answers of every parameterless GET, for each role, match the document’s response schemas', async () => {
    const problems: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const who = await Session.signIn(api.url, { ...account, label: account.role }, PASSWORD);
      for (const route of REST_ROUTES) {
        const path = route.path.replace(':organizationId', DEMO_ORGANIZATION_ID);
        if (
          route.method !== 'get' ||
          path.includes(':') ||
          !route.ok.schema ||
          route.path.startsWith('/api/auth/')
        )
          continue;
        const answer = await who.send({ method: 'GET', path });
        if (answer.status !== route.ok.status) {
          // A refusal (role, plan) must still be the error shape.
          if (answer.status < 400 || answer.status >= 500 || !/"code":/.test(answer.text))
            problems.push(`${account.role} GET ${path} → ${answer.status} ${answer.text.slice(0, 120)}`);
          continue;
        }
        const parsed = route.ok.schema.safeParse(JSON.parse(answer.text));
        if (!parsed.success)
          problems.push(`${account.role} GET ${path}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
