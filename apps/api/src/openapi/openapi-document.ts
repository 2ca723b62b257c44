import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { apiErrorSchema } from './error-schema.js';
import type { RestRoute } from './rest-route.js';
import { REST_ROUTES } from './rest-routes.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const SESSION = 'session';
const CSRF = 'csrf';
const MUTATIONS = new Set(['post', 'put', 'delete']);

/** Express `/a/:b/c` → OpenAPI `/a/{b}/c`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of the REST API, built from REST_ROUTES (the contracts' zod schemas the handlers
 * parse with, and the view schemas of their answers). Every JSON route's other answers are the spec's error
 * shape (`default`).
 */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SESSION, {
    type: 'apiKey',
    in: 'cookie',
    name: 'ghg_session',
    description: 'The session cookie set by the sign-in (GET /api/auth/login → provider → callback).',
  });
  registry.registerComponent('securitySchemes', CSRF, {
    type: 'apiKey',
    in: 'header',
    name: 'x-ghg-csrf',
    description:
      'Must be `1` on every POST, PUT and DELETE under /api and /graphql (cross-site request guard).',
  });
  for (const route of REST_ROUTES) registry.registerPath(routeConfig(route));

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'GHG Ledger API',
      version,
      description:
        'REST API of GHG Ledger. The GraphQL API at /graphql offers the same operations (its schema is ' +
        'the reference). Errors answer `{ statusCode, code, message, fields }`.',
    },
    servers: [{ url: '/' }],
  });
  return withPortablePatterns(document);
}

/**
 * A zod regex with the `u` flag comes out as `…$/u`, and Unicode property classes (`\p{Script=Latin}`) are
 * beyond the regex dialect most OpenAPI tools read: such a pattern is left out (the server still applies it,
 * and a refused value answers 400 with the field's code).
 */
function withPortablePatterns<T>(document: T): T {
  return JSON.parse(JSON.stringify(document), (key, value: unknown) =>
    key === 'pattern' && typeof value === 'string' && (value.includes('\\p{') || /\/[a-z]+$/.test(value))
      ? undefined
      : value,
  ) as T;
}

function routeConfig(route: RestRoute): RouteConfig {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const needsCsrf = MUTATIONS.has(route.method) && /^\/(api|graphql)\//.test(route.path);
  const security = [
    ...(route.access === 'session' ? [{ [SESSION]: [] as string[] }] : []),
    ...(needsCsrf ? [{ [CSRF]: [] as string[] }] : []),
  ];
  return {
    method: route.method,
    path: openApiPath(route.path),
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    // Both schemes together (one requirement object) where a session mutation needs both.
    security: security.length === 0 ? [] : [Object.assign({}, ...security) as Record<string, string[]>],
    request: {
      ...(params.length > 0
        ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string().min(1)]))) }
        : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.body
        ? {
            body: {
              required: true,
              content: { [route.body.type ?? 'application/json']: { schema: route.body.schema } },
            },
          }
        : {}),
    },
    responses: {
      [route.ok.status]: {
        description: route.ok.description,
        ...(route.ok.schema
          ? { content: { [route.ok.contentType ?? 'application/json']: { schema: route.ok.schema } } }
          : route.ok.contentType
            ? { content: { [route.ok.contentType]: { schema: { type: 'string' } } } }
            : {}),
      },
      ...Object.fromEntries(
        Object.entries(route.other ?? {}).map(([status, answer]) => [
          status,
          {
            description: answer.description,
            ...(answer.contentType ? { content: { [answer.contentType]: { schema: {} } } } : {}),
          },
        ]),
      ),
      default: route.htmlErrors
        ? { description: 'An error page or a redirect' }
        : {
            description: 'Refused: the spec’s error shape',
            content: { 'application/json': { schema: apiErrorSchema } },
          },
    },
  };
}
