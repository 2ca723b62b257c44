import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { writeConsent } from '../model/consent';
import { consentStore } from '../model/consent-store';
import { useConsent } from '../model/use-consent';

/**
 * The cookie banner: necessary cookies always, analytics (and the live chat) only after a yes. It opens by itself
 * while a third party is configured and nothing was chosen, and from the footer's "cookie settings" at any time.
 */
export function CookieBanner({ thirdPartyConfigured }: { thirdPartyConfigured: boolean }) {
  const { t } = useTranslation('shell');
  const { consent: current, settingsRequested } = useConsent();
  const open = settingsRequested || (thirdPartyConfigured && current === null);

  if (!open) return null;
  const choose = (analytics: boolean) => {
    writeConsent({ analytics });
    consentStore.closeSettings();
  };
  return (
    <Paper
      role="region"
      aria-label={t('consent.title')}
      data-testid="cookie-banner"
      elevation={8}
      sx={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 1400, p: 2, maxWidth: 720, mx: 'auto' }}
    >
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t('consent.title')}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {t('consent.text')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('consent.necessary')} {t('consent.analytics')}
      </Typography>
      {current && (
        <Typography variant="body2" data-testid="consent-current" gutterBottom>
          {current.analytics ? t('consent.currentAnalytics') : t('consent.currentNecessary')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => choose(false)}>
          {t('consent.onlyNecessary')}
        </Button>
        <Button variant="contained" onClick={() => choose(true)}>
          {t('consent.acceptAnalytics')}
        </Button>
      </Stack>
    </Paper>
  );
}
