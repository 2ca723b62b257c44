import { useEffect, useRef } from 'react';
import { useUpgradeDialog } from './upgrade-dialog';
import { useAccess } from './use-access';

/**
 * Spec §4: a blocked organization (or an expired freemium) locks every feature and opens the freemium-expired
 * dialog, once per page load.
 */
export function LockedOrganizationNotice() {
  const { organizationStatus } = useAccess();
  const openDialog = useUpgradeDialog();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || organizationStatus === null || organizationStatus === 'active') return;
    shown.current = true;
    openDialog('global', 'freemium-expired');
  }, [organizationStatus, openDialog]);
  return null;
}
