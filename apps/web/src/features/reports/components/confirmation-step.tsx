import type { ReportPeriodView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type RequestState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'received'; period: ReportPeriodView }
  | { kind: 'failed'; code: 'FORBIDDEN' | 'MODULE_NOT_IN_PLAN' | 'OTHER' };

/** Step 4: the full report's request was received; the team e-mails the report within 2 to 3 business days. */
export function ConfirmationStep({ request, periodText }: { request: RequestState; periodText: string }) {
  const { t } = useTranslation('reports');
  if (request.kind === 'failed')
    return (
      <Alert severity="error" data-testid="report-request-failed">
        {t(`confirmation.failed.${request.code}`)}
      </Alert>
    );
  if (request.kind === 'received')
    return (
      <Alert severity="success" data-testid="report-request-received" role="status">
        <AlertTitle>{t('confirmation.received')}</AlertTitle>
        {t('confirmation.text', { period: periodText })}
      </Alert>
    );
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('confirmation.sending')}</Typography>
    </Box>
  );
}
