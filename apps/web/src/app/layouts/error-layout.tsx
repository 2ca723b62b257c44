import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localeOfPath } from '../../i18n/locale';
import { endSession, loginPath } from '../../lib/session/logout';
import { SUPPORT_EMAIL } from '../../lib/links';

/** Long enough to read the page before the login page takes over. */
export const ERROR_REDIRECT_MS = 8000;

/**
 * Shown when a page cannot be displayed. The error variant logs the user out (ignoring a failure) and then
 * sends them to the login page; the maintenance variant only asks them to come back in a moment.
 */
export function ErrorLayout({ variant = 'error' }: { variant?: 'error' | 'maintenance' }) {
  const { t } = useTranslation('common');
  // Rendered outside the router's tree of pages, so the language comes from the address bar.
  const locale = localeOfPath(window.location.pathname);
  const login = loginPath(locale);

  useEffect(() => {
    if (variant !== 'error') return;
    let timer = 0;
    void endSession().then(() => {
      timer = window.setTimeout(() => window.location.assign(login), ERROR_REDIRECT_MS);
    });
    return () => window.clearTimeout(timer);
  }, [variant, login]);

  const maintenance = variant === 'maintenance';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, md: 6 }, maxWidth: 640 }} role={maintenance ? 'status' : 'alert'}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(maintenance ? 'error.maintenanceTitle' : 'error.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
          {t(maintenance ? 'error.maintenanceSubtitle' : 'error.subtitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t(maintenance ? 'error.maintenanceText' : 'error.text')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {!maintenance && (
            <Button variant="contained" href={login}>
              {t('error.toLogin')}
            </Button>
          )}
          <Link href={`mailto:${SUPPORT_EMAIL}`}>{t('error.contact')}</Link>
        </Box>
      </Paper>
    </Box>
  );
}
