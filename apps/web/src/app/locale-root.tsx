import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { localeOfPath } from '../i18n/locale';
import { REPORT_PATH_KEY, dataPathRedirect, isReportPath, reportPathToRestore } from '../lib/route-rules';

/** The address this document was loaded at: arriving there (not clicking back to the overview) restores. */
const loadedAt = window.location.pathname;

/** Top of each language's tree: applies the route rules of spec §2 that hold on every page. */
export function LocaleRoot() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
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
  // Coming back to /report in a new load (a bookmark, a new tab, a reload) picks up the report page the user was
  // last on; a click on the overview, or the back button to it, shows the overview.
  const restore =
    navigationType === 'POP' && pathname === loadedAt
      ? reportPathToRestore(pathname, window.localStorage.getItem(REPORT_PATH_KEY))
      : null;
  if (restore !== null) return <Navigate to={restore} replace />;
  return <Outlet />;
}
