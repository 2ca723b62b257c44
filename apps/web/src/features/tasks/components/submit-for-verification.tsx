import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRowVerification } from './row-verification-context';

/**
 * Sends the table's saved rows (the selected ones, or all when none is selected) for verification; rows already
 * sent or verified are left as they are by the server.
 */
export function SubmitForVerification({ rowIds, disabled }: { rowIds: string[]; disabled: boolean }) {
  const { t } = useTranslation('tasks');
  const verification = useRowVerification();
  if (!verification?.canSubmit) return null;
  const waiting = rowIds.filter((id) => {
    const status = verification.rowOf(id)?.status;
    return status !== 'sent' && status !== 'verified';
  });
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={disabled || waiting.length === 0}
      onClick={() => void verification.submit(waiting)}
      data-testid="rows-submit-verification"
    >
      {t('verification.submit')}
    </Button>
  );
}
