import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-status';
import { activateLocale } from '../i18n/i18n';
import { type Locale } from '../i18n/locale';
import { DefaultLayout } from './layouts/default-layout';
import { LocaleRoot } from './locale-root';
import { RouteError } from './route-error';

type Lazy = NonNullable<RouteObject['lazy']>;

// Every page is its own chunk, so the first load carries the shell only.
const dashboard: Lazy = () =>
  import('../features/dashboard/routes/dashboard.route').then((m) => ({ Component: m.default }));
const notFound: Lazy = () => import('../components/not-found-page').then((m) => ({ Component: m.default }));

/** True for a route marked as a placeholder (`handle.placeholder`): the route walk fails on any. */
export function isPlaceholderRoute(route: RouteObject): boolean {
  const handle = route.handle as { placeholder?: unknown } | undefined;
  return handle?.placeholder === true;
}

const scopeRoutes: RouteObject[] = (['1', '2', '3'] as const).flatMap((n) => [
  {
    path: `report/scope-${n}`,
    handle: { page: `scope${n}` },
    lazy: () => import('../features/report/routes/scope.route').then((m) => ({ Component: m.default })),
  },
  {
    path: `report/scope-${n}/:sectionName?/questions-1`,
    handle: { page: 'scopeQuestions' },
    lazy: () =>
      import('../features/report/routes/section-wizard.route').then((m) => ({ Component: m.default })),
  },
]);

const publicForm =
  (load: () => Promise<{ default: ComponentType }>): Lazy =>
  () =>
    load().then((m) => ({ Component: m.default }));
const outcome =
  (name: 'ThankYouRoute' | 'LinkExpiredRoute' | 'UserExistRoute' | 'UserThankYouRoute'): Lazy =>
  () =>
    import('../features/registration/routes/outcome.routes').then((m) => ({ Component: m[name] }));

// Magic links and the public registration forms (spec §2), open without a session.
const publicFormRoutes: RouteObject[] = [
  {
    path: 'ml/:magicLinkId?',
    lazy: publicForm(() => import('../features/registration/routes/magic-link.route')),
  },
  {
    path: 'public-form/register',
    lazy: publicForm(() => import('../features/registration/routes/admin-register.route')),
  },
  {
    path: 'public-form/company',
    lazy: publicForm(() => import('../features/registration/routes/company-data.route')),
  },
  {
    path: 'public-form/advanced',
    lazy: publicForm(() => import('../features/registration/routes/advanced.route')),
  },
  { path: 'public-form/thank-you', lazy: outcome('ThankYouRoute') },
  { path: 'public-form/link-expired', lazy: outcome('LinkExpiredRoute') },
  { path: 'public-form/user-exist', lazy: outcome('UserExistRoute') },
  {
    path: 'public-form/user/register',
    lazy: publicForm(() => import('../features/registration/routes/user-register.route')),
  },
  { path: 'public-form/user/thank-you', lazy: outcome('UserThankYouRoute') },
];

/** The pages of one language; the same tree is mounted at '/' (Polish) and '/en' (English). */
const pages: RouteObject[] = [
  {
    Component: DefaultLayout,
    children: [
      { index: true, handle: { page: 'dashboard' }, lazy: dashboard },
      { path: 'initial-success', handle: { page: 'dashboard' }, lazy: dashboard },
      { path: 'report-success', handle: { page: 'dashboard' }, lazy: dashboard },
      {
        path: 'articles',
        handle: { page: 'articles' },
        lazy: () =>
          import('../features/articles/routes/articles.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'articles/:slug',
        handle: { page: 'article' },
        lazy: () =>
          import('../features/articles/routes/article.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'benchmarks',
        handle: { page: 'benchmarks' },
        lazy: () =>
          import('../features/dashboard/routes/benchmarks.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'audit',
        lazy: () => import('../features/audit/routes/audit.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'blocked-periods',
        lazy: () =>
          import('../features/periods/routes/blocked-periods.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'backoffice',
        lazy: () =>
          import('../features/backoffice/routes/backoffice.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'company',
        lazy: () =>
          import('../features/company/routes/company.route').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <Navigate to="initial-questions" replace /> },
          {
            path: 'initial-questions',
            lazy: () =>
              import('../features/company/routes/initial-questions.route').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: 'locations',
            lazy: () =>
              import('../features/company/routes/locations.route').then((m) => ({ Component: m.default })),
          },
          {
            path: 'users',
            lazy: () =>
              import('../features/company/routes/users.route').then((m) => ({ Component: m.default })),
          },
          {
            // Not 'data-sharing': spec §2 sends any address containing 'data' home.
            path: 'sharing',
            lazy: () =>
              import('../features/company/routes/data-sharing.route').then((m) => ({ Component: m.default })),
          },
        ],
      },
      // Spec §2: any path containing 'data' goes home (LocaleRoot redirects first; this keeps the route honest).
      { path: 'data', element: <Navigate to=".." relative="path" replace /> },
      { path: 'organizations', element: <Navigate to="list" replace /> },
      { path: 'delegated', handle: { page: 'delegated' }, element: <Navigate to="by-team" replace /> },
      {
        path: 'delegated/by-area',
        handle: { page: 'delegatedByArea' },
        lazy: () =>
          import('../features/tasks/routes/delegated.route').then((m) => ({
            Component: m.DelegatedByAreaRoute,
          })),
      },
      {
        path: 'delegated/by-team',
        handle: { page: 'delegatedByTeam' },
        lazy: () =>
          import('../features/tasks/routes/delegated.route').then((m) => ({
            Component: m.DelegatedByTeamRoute,
          })),
      },
      {
        path: 'notifications',
        handle: { page: 'notifications' },
        lazy: () =>
          import('../features/notifications/routes/notifications.route').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: 'invitations/:magicLinkId/accept',
        lazy: () =>
          import('../features/organizations/routes/accept-invitation.route').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: 'organizations/list',
        handle: { page: 'organizationsList' },
        lazy: () =>
          import('../features/organizations/routes/organizations.route').then((m) => ({
            Component: m.OrganizationsListRoute,
          })),
      },
      {
        path: 'organizations/tiles',
        handle: { page: 'organizationsTiles' },
        lazy: () =>
          import('../features/organizations/routes/organizations.route').then((m) => ({
            Component: m.OrganizationsTilesRoute,
          })),
      },
      {
        path: 'product',
        handle: { page: 'product' },
        lazy: () =>
          import('../features/product/routes/products.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'product/:productName/:sectionName?/:subcategoryName',
        handle: { page: 'productSection' },
        lazy: () =>
          import('../features/product/routes/product.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'reduction-plans',
        handle: { page: 'reductionPlans' },
        lazy: () =>
          import('../features/reduction/routes/reduction-plans.route').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: 'report',
        handle: { page: 'report' },
        lazy: () => import('../features/report/routes/report.route').then((m) => ({ Component: m.default })),
      },
      ...scopeRoutes,
      {
        path: 'support',
        handle: { page: 'support' },
        lazy: () => import('../features/shell/routes/support.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'offset',
        handle: { page: 'offset' },
        lazy: () => import('../features/shell/routes/offset.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'user',
        lazy: () =>
          import('../features/profile/routes/profile.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'auth/login',
        lazy: () => import('../features/auth/routes/login.route').then((m) => ({ Component: m.default })),
      },
      {
        path: 'auth/signed-in',
        lazy: () => import('../features/auth/routes/signed-in.route').then((m) => ({ Component: m.default })),
      },
      { path: '*', lazy: notFound },
    ],
  },
  {
    lazy: () => import('./layouts/public-form-layout').then((m) => ({ Component: m.default })),
    children: [...publicFormRoutes],
  },
  // The terms and the privacy policy, open without a session: the registration forms link to them.
  {
    lazy: () => import('../features/legal/components/legal-layout').then((m) => ({ Component: m.default })),
    children: [
      {
        path: 'terms',
        lazy: () =>
          import('../features/legal/routes/legal-document.route').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: 'privacy-policy',
        lazy: () =>
          import('../features/legal/routes/legal-document.route').then((m) => ({
            Component: m.PrivacyPolicyRoute,
          })),
      },
    ],
  },
];

function languageRoot(path: string, locale: Locale): RouteObject {
  return {
    path,
    id: `root-${locale}`,
    // Messages of the language are in place before its pages render.
    loader: async () => {
      await activateLocale(locale);
      return null;
    },
    Component: LocaleRoot,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: pages,
  };
}

export const routes: RouteObject[] = [languageRoot('/', 'pl'), languageRoot('/en', 'en')];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
