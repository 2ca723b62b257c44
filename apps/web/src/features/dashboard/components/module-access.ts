import type { UpgradeDialogView, UpgradePlaceView } from '@ghg/contracts';
import { useCallback } from 'react';
import { useAccess, useUpgradeDialog as useSharedUpgradeDialog } from '../../../components/access';

export { LOCKED_SX } from '../../../components/access';

export type GatedModule = 'scope3' | 'benchmarking';

/** Where each gated element sits (spec §4 dialog per UI place) and the dialog a full plan lacking it gets. */
const PLACES: Record<GatedModule, { place: UpgradePlaceView; fallback: UpgradeDialogView }> = {
  scope3: { place: 'scope3', fallback: 'scope3' },
  benchmarking: { place: 'global', fallback: 'global-upgrade' },
};

/** Spec §6 module access from the current user's permissions (open while unknown; none when blocked). */
export function useModuleOpen(module: GatedModule): boolean {
  return useAccess().has(module);
}

/**
 * Whether a query of the module may be sent: only once the plan is known. While users/me loads every module
 * counts as open (spec §6), and a plan without the module would only get a 403 in the console.
 */
export function useModuleQueryable(module: GatedModule): boolean {
  const access = useAccess();
  return access.planClass !== null && access.has(module);
}

/** The upgrade dialog the user's plan gives the module's place. */
export function useUpgradeDialog(module: GatedModule): () => void {
  const open = useSharedUpgradeDialog();
  return useCallback(() => open(PLACES[module].place, PLACES[module].fallback), [open, module]);
}
