import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/dialogs-context';

export type GatedModule = 'scope3' | 'benchmarking';

/**
 * Spec §6: a module is open when the permission list is unknown or contains it. The current-user answer has
 * no permission list yet, so every module is open until it does (the same rule as the report pages).
 */
export function hasModule(permissions: readonly string[] | null | undefined, module: GatedModule): boolean {
  return permissions === null || permissions === undefined || permissions.includes(module);
}

export function usePermissions(): readonly string[] | null {
  return null;
}

/** The upgrade dialog of spec §4 for a module the plan lacks. */
export function useUpgradeDialog(module: GatedModule): () => void {
  const { t } = useTranslation('dashboard');
  const dialogs = useDialogs();
  return useCallback(() => {
    dialogs.open({ title: t('upgrade.title'), content: t(`upgrade.${module}`) });
  }, [dialogs, t, module]);
}

/** Spec §6: an element of a module the user lacks is greyed out (half opacity, no clicks, no selection). */
export const LOCKED_SX = { opacity: 0.5, pointerEvents: 'none', userSelect: 'none' } as const;
