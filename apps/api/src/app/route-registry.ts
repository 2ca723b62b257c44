import type { FastifyInstance } from 'fastify';

/** One route as Fastify registered it: its method(s) and its URL pattern (`:name` parameters, `*` wildcard). */
export interface RegisteredRoute {
  readonly method: string | readonly string[];
  readonly url: string;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `fastify` from now on (Nest's controllers, GraphQL, the sign-in routes, the
 * provider's mount, the web app): the tests check that each one has a case
 * (test/tenant-isolation/discover-operations.ts). Fastify's automatic HEAD routes are left out.
 */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    routes.push({ method: route.method, url: route.url });
  });
}

/** The routes recorded on an app's Fastify instance (recordRoutes), in the order they were registered. */
export function registeredRoutes(fastify: FastifyInstance): readonly RegisteredRoute[] {
  const routes = registries.get(fastify);
  if (!routes) throw new Error('No routes recorded for this application (createApiApp records them)');
  return routes;
}
