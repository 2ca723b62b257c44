import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label ?? t('loading')}</Typography>
    </Box>
  );
}
