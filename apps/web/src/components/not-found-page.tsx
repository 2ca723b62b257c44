import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from './localized';
import { useDocumentTitle } from './document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  useDocumentTitle(t('notFound.title'));
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 5 }, maxWidth: 720 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Button component={RouterLink} to={localize('/')} variant="contained">
        {t('pages.backHome')}
      </Button>
    </Paper>
  );
}

export default NotFoundPage;
