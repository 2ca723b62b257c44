import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../components/localized';
import { useDocumentTitle } from '../../../components/document-title';
import { LanguageSwitch } from '../../../components/language-switch';

/** Welcome panel on the left, 'Log in' on the right; sign-in itself happens at the identity provider. */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const localize = useLocalize();
  useDocumentTitle(t('loginTitle'));
  const returnTo = encodeURIComponent(localize('/auth/signed-in'));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'stretch',
      }}
    >
      <Paper
        component="section"
        sx={{ p: { xs: 3, md: 6 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        aria-labelledby="welcome-title"
      >
        <Typography id="welcome-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {t('welcomeTitle')}
        </Typography>
        <Typography>{t('welcomeText')}</Typography>
      </Paper>
      <Paper component="section" sx={{ p: { xs: 3, md: 6 } }} aria-labelledby="login-title">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <LanguageSwitch />
        </Box>
        <Typography id="login-title" variant="h5" component="h2" gutterBottom>
          {t('loginTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('loginText')}</Typography>
        <Button variant="contained" size="large" href={`/api/auth/login?returnTo=${returnTo}`}>
          {t('loginButton')}
        </Button>
      </Paper>
    </Box>
  );
}
