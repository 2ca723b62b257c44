import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/dialogs-context';

/** The scope 3 dialog of spec §4: opened where the plan lacks the scope3 module. */
export function useScope3UpgradeDialog(): () => void {
  const { t } = useTranslation('report');
  const dialogs = useDialogs();
  return useCallback(() => {
    dialogs.open({ title: t('upgrade.title'), content: t('upgrade.scope3') });
  }, [dialogs, t]);
}
