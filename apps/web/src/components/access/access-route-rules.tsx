import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { moduleRouteRedirect } from '../../lib/route-rules';
import { LockedOrganizationNotice } from './locked-organization-notice';
import { useAccess } from './use-access';

/**
 * The plan's route rules on every signed-in page (paths of modules the plan lacks go home) and the
 * freemium-expired dialog of a locked organization.
 */
export function AccessRouteRules() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { has } = useAccess();
  const redirect = moduleRouteRedirect(pathname, has);
  useEffect(() => {
    if (redirect !== null) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  return <LockedOrganizationNotice />;
}
