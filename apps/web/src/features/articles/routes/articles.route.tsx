import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useArticleList } from '../api/article-list.api';
import { ArticleCard } from '../components/article-card';
import { ArticlesFailed } from '../components/articles-failed';
import { pageFromSearch } from '../model/article-links';

/** /articles (spec §2): the blog feed of the page's language, newest first, 100 per page. */
export default function ArticlesRoute() {
  const { t } = useTranslation('articles');
  useDocumentTitle(t('title'));
  const locale = usePageLocale();
  const localize = useLocalize();
  const page = pageFromSearch(useLocation().search);
  const { state, retry } = useArticleList(locale, page);

  let body;
  if (state.kind === 'loading') body = <PageLoading label={t('loading')} />;
  else if (state.kind !== 'ready') body = <ArticlesFailed onRetry={retry} />;
  else if (state.data.items.length === 0)
    body = (
      <Typography color="text.secondary" data-testid="articles-empty">
        {t('empty')}
      </Typography>
    );
  else
    body = (
      <>
        <Box
          component="section"
          aria-label={t('listLabel')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          }}
        >
          {state.data.items.map((article) => (
            <ArticleCard key={article.id} article={article} locale={locale} />
          ))}
        </Box>
        {state.data.pageCount > 1 && (
          <Box component="nav" aria-label={t('pages')} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Button component={RouterLink} to={localize(`/articles?page=${page - 1}`)} disabled={page <= 1}>
              {t('previous')}
            </Button>
            <Typography>{t('pageOf', { page, count: state.data.pageCount })}</Typography>
            <Button
              component={RouterLink}
              to={localize(`/articles?page=${page + 1}`)}
              disabled={page >= state.data.pageCount}
            >
              {t('next')}
            </Button>
          </Box>
        )}
      </>
    );

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1200 }} data-testid="articles">
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      {body}
    </Box>
  );
}
