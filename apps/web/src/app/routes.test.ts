import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from './router';

// Spec §2: every screen, with sample values for its parameters.
const SPEC_PATHS = [
  '/',
  '/initial-success',
  '/report-success',
  '/articles',
  '/articles/how-to-count-scope-3',
  '/benchmarks',
  '/company',
  '/company/initial-questions',
  '/company/locations',
  '/company/users',
  '/delegated',
  '/delegated/by-area',
  '/delegated/by-team',
  '/organizations',
  '/organizations/list',
  '/organizations/tiles',
  '/product',
  '/product/box/raw-materials/cardboard',
  '/product/box/cardboard',
  '/reduction-plans',
  '/report',
  '/report/scope-1',
  '/report/scope-1/vehicles/questions-1',
  '/report/scope-1/questions-1',
  '/report/scope-2',
  '/report/scope-2/electricity/questions-1',
  '/report/scope-3',
  '/report/scope-3/waste/questions-1',
  '/user',
  '/auth/login',
  '/auth/signed-in',
  '/ml',
  '/ml/3f6c1d2e',
  '/public-form/advanced',
  '/public-form/company',
  '/public-form/link-expired',
  '/public-form/register',
  '/public-form/thank-you',
  '/public-form/user-exist',
  '/public-form/user/register',
  '/public-form/user/thank-you',
];

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
