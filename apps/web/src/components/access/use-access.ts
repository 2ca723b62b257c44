import type {
  OrganizationStatusView,
  PlanClassView,
  UpgradeDialogView,
  UpgradePlaceView,
} from '@ghg/contracts';
import { useCallback, useMemo } from 'react';
import { useMeQuery } from '../../lib/session/me.query';

export interface Access {
  /** null while unknown: every module counts as open (spec §6); the server enforces anyway. */
  permissions: readonly string[] | null;
  planClass: PlanClassView | null;
  organizationStatus: OrganizationStatusView | null;
  has: (module: string) => boolean;
  /** The dialog a place opens for this plan (decided by the server from the domain rules), or null. */
  dialogFor: (place: UpgradePlaceView) => UpgradeDialogView | null;
}

/** Spec §6: access is granted when the permission list is unknown or contains the module. */
export function hasModuleAccess(permissions: readonly string[] | null | undefined, module: string): boolean {
  return permissions == null || permissions.includes(module);
}

/** The plan and permissions of the signed-in user's organization, from users/me. */
export function useAccess(): Access {
  const [me] = useMeQuery({ pause: false });
  const user = me.data?.me;
  const permissions = user?.permissions ?? null;
  const locked = user !== undefined && user.organizationStatus !== 'active';
  const has = useCallback(
    (module: string) => !locked && hasModuleAccess(permissions, module),
    [locked, permissions],
  );
  const dialogFor = useCallback(
    (place: UpgradePlaceView) => user?.upgradeDialogs[place] ?? null,
    [user?.upgradeDialogs],
  );
  return useMemo(
    () => ({
      permissions,
      planClass: user?.planClass ?? null,
      organizationStatus: user?.organizationStatus ?? null,
      has,
      dialogFor,
    }),
    [permissions, user?.planClass, user?.organizationStatus, has, dialogFor],
  );
}
