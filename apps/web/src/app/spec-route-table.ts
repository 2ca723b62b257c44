/**
 * Spec §2's route table, one address per route with sample parameters, in the Polish form (the English one is
 * the same under /en). The no-placeholder walk (no-placeholder-routes.test.ts and the e2e walk) visits these.
 * Data only: the e2e suite imports it.
 */
export const SPEC_ROUTE_TABLE: readonly string[] = [
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
  '/data',
  '/delegated',
  '/delegated/by-area',
  '/delegated/by-team',
  '/organizations',
  '/organizations/list',
  '/organizations/tiles',
  '/product',
  '/product/box/raw-materials/cardboard',
  '/reduction-plans',
  '/report',
  '/report/scope-1',
  '/report/scope-1/vehicles/questions-1',
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

/**
 * Routes of the table the walk tolerates as placeholders: none, every route of spec §2 has its screen. A route
 * added here must still be a placeholder (the walk fails on a stale entry), and any other placeholder fails it.
 */
export const PLACEHOLDERS_PENDING_MERGE: readonly string[] = [];
