import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ArticleSummaryView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { useNewestArticles } from '../api/newest-articles.api';

/** How many of the newest articles the dashboard shows; the rest are one click away. */
const SHOWN = 3;

type PanelState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: ArticleSummaryView[] };

/**
 * The newest articles of the page's language (spec §1 "The dashboard also shows … articles"). Read after the
 * page shows (a REST read, not the dashboard's GraphQL queries), so the dashboard's first paint does not wait for
 * it; a failure is logged only (spec §8) and the panel says so quietly.
 */
export function ArticlesPanel() {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const localize = useLocalize();
  const { state: read } = useNewestArticles(locale);
  // The API answers newest first.
  const state: PanelState =
    read.kind === 'ready'
      ? { kind: 'ready', items: read.data.items.slice(0, SHOWN) }
      : { kind: read.kind === 'loading' ? 'loading' : 'failed' };

  if (state.kind === 'loading')
    return <Typography color="text.secondary">{t('panels.articlesLoading')}</Typography>;
  if (state.kind === 'failed')
    return <Typography color="text.secondary">{t('panels.articlesFailed')}</Typography>;
  if (state.items.length === 0)
    return <Typography color="text.secondary">{t('panels.articlesEmpty')}</Typography>;
  return (
    <>
      <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {state.items.map((article) => (
          <li key={article.id} data-testid="panel-article">
            <Link component={RouterLink} to={localize(`/articles/${encodeURIComponent(article.slug)}`)}>
              {article.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('panels.articlesReadingTime', { count: article.duration })}
            </Typography>
          </li>
        ))}
      </Typography>
      <Button component={RouterLink} to={localize('/articles')} sx={{ mt: 1 }} size="small">
        {t('panels.articlesAll')}
      </Button>
    </>
  );
}
