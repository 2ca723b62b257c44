import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-status';
import { useProviderRequests } from '../api/provider-requests.api';

/** The provider's list of support and offset-quote requests: ticket, company, sender, what they asked. */
export function ProviderRequestsPanel({ locale }: { locale: 'pl' | 'en' }) {
  const { t } = useTranslation('backoffice');
  const { state } = useProviderRequests();
  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind !== 'ready') return <Alert severity="error">{t('providerRequests.loadFailed')}</Alert>;
  if (state.data.length === 0) return <Typography>{t('providerRequests.empty')}</Typography>;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  return (
    <Stack spacing={2}>
      {state.data.map((request) => (
        <Paper
          key={`${request.organizationId}/${request.requestId}`}
          variant="outlined"
          sx={{ p: 2 }}
          data-testid="provider-request"
        >
          <Typography variant="subtitle1" component="h2">
            {request.ticketNumber} · {t(`providerRequests.kind.${request.kind}`)} · {request.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {request.organizationName ?? request.organizationId} · {request.senderName ?? ''}{' '}
            {request.senderEmail ? `<${request.senderEmail}>` : ''} · {when(request.sentAt)}
          </Typography>
          {request.kind === 'offset-quote' && (
            <Typography variant="body2">
              {t('providerRequests.quote', {
                tonnes: request.details['tonnes'],
                standard: request.details['standard'],
                price: request.details['pricePerTonne'],
                currency: request.details['currency'],
              })}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{request.message}</Typography>
          {request.screenshotPath && (
            <Link href={request.screenshotPath} target="_blank" rel="noopener">
              {t('providerRequests.screenshot')}
            </Link>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
