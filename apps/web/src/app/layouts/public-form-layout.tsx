import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/page-status';
import { LanguageSwitch } from '../../components/language-switch';

/** Registration screens: an illustration with a title and a text on the left, the form on the right. */
export function PublicFormLayout() {
  const { t } = useTranslation('common');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        alignContent: { xs: 'start', md: 'stretch' },
        minHeight: '100vh',
      }}
    >
      <Box
        component="aside"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: { xs: 3, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
          justifyContent: 'center',
        }}
      >
        <Box
          component="img"
          src="/images/public-form-illustration.svg"
          alt={t('publicForm.illustrationAlt')}
          sx={{ maxWidth: 320, width: '100%', display: { xs: 'none', sm: 'block' } }}
        />
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {t('publicForm.title')}
        </Typography>
        <Typography>{t('publicForm.text')}</Typography>
      </Box>
      <Box component="main" sx={{ p: { xs: 2, md: 6 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ alignSelf: 'flex-end' }}>
          <LanguageSwitch />
        </Box>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

export default PublicFormLayout;
