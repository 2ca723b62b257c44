import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { localeOfPath } from '../i18n/locale';
import { REPORT_PATH_KEY, dataPathRedirect, isReportPath, reportPathToRestore } from '../lib/route-rules';

/** Top of each language's tree: applies the route rules of spec §2 that hold on every page. */
export function LocaleRoot() {
  const { pathname } = useLocation();
  // Arriving at /report in a new load (a bookmark, a new tab, a reload) picks up the report page the user was last
  // on: read once, when this language's tree mounts, so a later click on the overview shows the overview.
  const [restore] = useState(() => ({
    at: pathname,
    to: reportPathToRestore(pathname, window.localStorage.getItem(REPORT_PATH_KEY)),
  }));
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
  if (restore.to !== null && pathname === restore.at) return <Navigate to={restore.to} replace />;
  return <Outlet />;
}
