import { unlocalizedPath } from '../i18n/locale';

/**
 * The dashboard is the page a visit to '/' or '/en' shows and where every sign-in ends. Its route is lazy, and the
 * router asks for it only once the app shell has arrived and run: started here, beside the shell, the page's files
 * arrive with it instead of one round trip later (the router's own import then finds the module loaded). A visitor
 * without a session fetches it for nothing (about 12 KB) before going to the login page.
 */
export function preloadLandingPage(pathname: string): void {
  if (unlocalizedPath(pathname) !== '/') return;
  import('../features/dashboard/routes/dashboard.route').catch(() => {
    // The router imports it again and shows its own error if the file cannot be fetched.
  });
}
