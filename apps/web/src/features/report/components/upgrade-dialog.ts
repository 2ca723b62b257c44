import { useCallback } from 'react';
import { useUpgradeDialog } from '../../../components/access';

/** The scope 3 dialog of spec §4 (with the demo meeting link and phone), where the plan lacks the scope3 module. */
export function useScope3UpgradeDialog(): () => void {
  const open = useUpgradeDialog();
  return useCallback(() => open('scope3', 'scope3'), [open]);
}
