import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch';
import { LegalLinks } from '../../../components/legal-links';
import { useLocalize } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';

/** The legal documents' pages: open without a session (registration links here), readable width, both links. */
export function LegalLayout() {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, md: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Link
          component={RouterLink}
          to={localize('/')}
          underline="none"
          sx={{ fontWeight: 800, fontSize: '1.25rem' }}
        >
          {t('appName')}
        </Link>
        <LanguageSwitch />
      </Box>
      <Box component="main" id="main" sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, py: 4 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" sx={{ px: { xs: 2, md: 4 }, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <LegalLinks />
      </Box>
    </Box>
  );
}

export default LegalLayout;
