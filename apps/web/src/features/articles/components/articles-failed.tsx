import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The quiet message of a failed read (spec §8: logged, no error dialog), with a way to try again. */
export function ArticlesFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('articles');
  return (
    <Alert
      severity="info"
      data-testid="articles-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('failed')}
    </Alert>
  );
}
