import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from './router';
import { SPEC_ROUTE_TABLE } from './spec-route-table';

// Spec §2: every screen, with sample values for its parameters (spec-route-table.ts), and two more shapes of the
// optional segments (a product section without a subcategory, a scope's own questions).
const SPEC_PATHS = [...SPEC_ROUTE_TABLE, '/product/box/cardboard', '/report/scope-1/questions-1'];

function leafOf(path: string) {
  const matches = matchRoutes(routes, path);
  return { root: matches?.[0]?.route.id, leaf: matches?.at(-1)?.route };
}

describe('routes', () => {
  it.each(SPEC_PATHS)('%s exists in Polish and under /en', (path) => {
    const pl = leafOf(path);
    const en = leafOf(path === '/' ? '/en' : `/en${path}`);
    expect(pl.root).toBe('root-pl');
    expect(en.root).toBe('root-en');
    expect(pl.leaf?.path).not.toBe('*');
    expect(en.leaf?.path).not.toBe('*');
    expect(en.leaf).toBe(pl.leaf);
  });

  it('sends unknown paths to the 404 page of their language', () => {
    expect(leafOf('/no-such-page').leaf?.path).toBe('*');
    expect(leafOf('/en/no-such-page')).toMatchObject({ root: 'root-en', leaf: { path: '*' } });
    expect(leafOf('/report/scope-4').leaf?.path).toBe('*');
  });
});
