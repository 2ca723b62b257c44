import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface ConflictPromptProps {
  conflict: boolean;
  reapplied: { lostRows: number } | null;
  hasUnsaved: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * Someone else changed the section after it was read (409): the user reloads the server's state and keeps
 * what they typed, laid on top of it; then they save again.
 */
export function ConflictPrompt({
  conflict,
  reapplied,
  hasUnsaved,
  onReload,
  onDismiss,
}: ConflictPromptProps) {
  const { t } = useTranslation('report');
  if (conflict)
    return (
      <Alert
        severity="warning"
        role="alert"
        data-testid="conflict-prompt"
        action={
          <Button color="inherit" size="small" onClick={onReload} data-testid="conflict-reload">
            {t('conflict.reload')}
          </Button>
        }
      >
        {t('conflict.prompt')}
      </Alert>
    );
  if (reapplied)
    return (
      <Alert severity="info" onClose={onDismiss} data-testid="conflict-reapplied">
        {hasUnsaved ? t('conflict.reapplied') : t('conflict.reloaded')}
        {reapplied.lostRows > 0 && ` ${t('conflict.lostRows', { number: reapplied.lostRows })}`}
      </Alert>
    );
  return null;
}
