import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../../lib/session/me.query';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { changeDataSharing, useDataSharing } from '../api/data-sharing.api';

/**
 * My company → Data sharing (issue 23): the administrator consents to share the company's locked figures with its
 * provider's portfolio, or withdraws the consent; everyone else of the company sees where it stands.
 */
export default function DataSharingRoute() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('dataSharing.title'));
  const locale = usePageLocale();
  const showSnackbar = useSnackbar();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? null;
  const administrator = me.data?.me.role === 'administrator';
  const { state, reload, retry } = useDataSharing(organizationId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = async (consent: boolean) => {
    if (!organizationId) return;
    setBusy(true);
    setFailed(false);
    const answer = await changeDataSharing(organizationId, consent).catch(() => null);
    setBusy(false);
    if (!answer?.ok) {
      setFailed(true);
      return;
    }
    reload(answer.body.position);
    showSnackbar({
      message: t(consent ? 'dataSharing.consented' : 'dataSharing.withdrawn'),
      theme: 'success',
    });
  };

  let content;
  if (state.kind === 'loading') content = <PageLoading />;
  else if (state.kind !== 'ready')
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('dataSharing.retry')}
          </Button>
        }
      >
        {t('dataSharing.loadFailed')}
      </Alert>
    );
  else {
    const { consented, changedAt } = state.data;
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={consented ? 'success' : 'info'} data-testid="data-sharing-status">
          {t(consented ? 'dataSharing.given' : 'dataSharing.notGiven')}
          {changedAt && (
            <>
              {' '}
              {t('dataSharing.since', {
                date: new Date(changedAt).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB'),
              })}
            </>
          )}
        </Alert>
        {administrator ? (
          <Button
            variant={consented ? 'outlined' : 'contained'}
            color={consented ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => void change(!consented)}
            data-testid={consented ? 'data-sharing-withdraw' : 'data-sharing-consent'}
          >
            {t(consented ? 'dataSharing.withdraw' : 'dataSharing.consent')}
          </Button>
        ) : (
          <Typography color="text.secondary">{t('dataSharing.adminOnly')}</Typography>
        )}
        {failed && <Alert severity="error">{t('dataSharing.failed')}</Alert>}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby="data-sharing-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="data-sharing-title" variant="h5" component="h1" gutterBottom>
        {t('dataSharing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dataSharing.intro')}
      </Typography>
      {content}
    </Paper>
  );
}
