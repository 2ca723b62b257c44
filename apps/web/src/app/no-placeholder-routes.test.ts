import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { isPlaceholderRoute, routes } from './router';
import { PLACEHOLDERS_PENDING_MERGE, SPEC_ROUTE_TABLE } from './spec-route-table';

/** The spec's paths (both languages) whose matched routes include a placeholder, by name. */
function placeholderPaths(): string[] {
  return SPEC_ROUTE_TABLE.flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]).filter((path) =>
    (matchRoutes(routes, path) ?? []).some((match) => isPlaceholderRoute(match.route)),
  );
}

const bare = (path: string) => (path === '/en' ? '/' : path.replace(/^\/en(?=\/)/, ''));

describe('spec §2 route table: no placeholder left', () => {
  it('every route of the table leads to a working screen (pending merges aside)', () => {
    const unexpected = placeholderPaths().filter((path) => !PLACEHOLDERS_PENDING_MERGE.includes(bare(path)));
    expect(unexpected).toEqual([]);
  });

  it('the pending list names only routes that still are placeholders (empty it once they are merged)', () => {
    const found = new Set(placeholderPaths().map(bare));
    expect(PLACEHOLDERS_PENDING_MERGE.filter((path) => !found.has(path))).toEqual([]);
  });

  it('every address of the table is a page of the route table, not the 404', () => {
    const unknown = SPEC_ROUTE_TABLE.filter((path) => matchRoutes(routes, path)?.at(-1)?.route.path === '*');
    expect(unknown).toEqual([]);
  });

  it('the marker is what the walk checks: a placeholder route is recognised', () => {
    expect(placeholderPaths().length).toBe(PLACEHOLDERS_PENDING_MERGE.length * 2);
  });
});
