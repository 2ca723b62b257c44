import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { localeOfPath } from '../i18n/locale';
import { REPORT_PATH_KEY, dataPathRedirect, isReportPath } from '../lib/route-rules';

/** Top of each language's tree: applies the route rules of spec §2 that hold on every page. */
export function LocaleRoot() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // The report pages pick up where the user left off; anywhere else that memory is dropped.
    if (isReportPath(pathname)) window.localStorage.setItem(REPORT_PATH_KEY, pathname);
    else window.localStorage.removeItem(REPORT_PATH_KEY);
  }, [pathname]);

  const redirect = dataPathRedirect(pathname);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
