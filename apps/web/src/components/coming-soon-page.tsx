import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { useLocalize } from './localized';
import { useDocumentTitle } from './document-title';

export interface PageHandle {
  /** Key under common:pages naming the page. */
  page: string;
}

function pageOf(handle: unknown): string | null {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).page === 'string'
    ? (handle as PageHandle).page
    : null;
}

/** Placeholder for pages that later issues build: the route, layout and language already work. */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  const page = useMatches()
    .map((match) => pageOf(match.handle))
    .filter((name): name is string => name !== null)
    .pop();
  const name = t(`pages.${page ?? 'dashboard'}`);
  useDocumentTitle(name);
  return (
    <Paper
      component="section"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 720 }}
      aria-labelledby="coming-soon-title"
      data-placeholder="coming-soon"
    >
      <Typography id="coming-soon-title" variant="h4" component="h1" gutterBottom>
        {t('pages.comingSoonTitle', { page: name })}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('pages.comingSoonText')}</Typography>
      {page !== 'dashboard' && (
        <Button component={RouterLink} to={localize('/')} variant="outlined">
          {t('pages.backHome')}
        </Button>
      )}
    </Paper>
  );
}

export default ComingSoonPage;
