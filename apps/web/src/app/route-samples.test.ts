import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_SAMPLES } from './route-samples';
import { routes } from './router';

/** Every route of the table that renders a page: the routes with no children (a layout only wraps others). */
function leaves(table: readonly RouteObject[]): RouteObject[] {
  return table.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
}

describe('route samples of the e2e walk', () => {
  it('name an address for every page of the route table', () => {
    const visited = new Set(ROUTE_SAMPLES.map((path) => matchRoutes(routes, path)?.at(-1)?.route));
    const missing = leaves(routes[0]!.children ?? []).filter((route) => !visited.has(route));
    expect(missing.map((route) => route.path ?? '(index)')).toEqual([]);
  });

  it.each(ROUTE_SAMPLES)('%s is a route of both languages', (path) => {
    expect(matchRoutes(routes, path)?.[0]?.route.id).toBe('root-pl');
    expect(matchRoutes(routes, path === '/' ? '/en' : `/en${path}`)?.[0]?.route.id).toBe('root-en');
  });
});
