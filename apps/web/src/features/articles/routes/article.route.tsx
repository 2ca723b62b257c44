import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/document-title';
import { useLocalize, usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { useArticle } from '../api/article.api';
import { ArticleContent } from '../components/article-content';
import { ArticleMeta } from '../components/article-meta';
import { ArticlesFailed } from '../components/articles-failed';

/** /articles/{slug} (spec §2): one article with its reading time and a way back to the list. */
export default function ArticleRoute() {
  const { t } = useTranslation('articles');
  const { slug = '' } = useParams();
  const locale = usePageLocale();
  const localize = useLocalize();
  const { state, retry } = useArticle(slug, locale);
  useDocumentTitle(state.kind === 'ready' ? state.data.title : t('article'));

  const back = (
    <Button
      component={RouterLink}
      to={localize('/articles')}
      sx={{ justifySelf: 'start' }}
      data-testid="article-back"
    >
      {t('back')}
    </Button>
  );
  if (state.kind === 'loading') return <PageLoading label={t('loadingArticle')} />;
  if (state.kind === 'notFound')
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t('notFound')}
        </Typography>
        <Typography color="text.secondary">{t('notFoundText')}</Typography>
        {back}
      </Box>
    );
  if (state.kind === 'failed')
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ArticlesFailed onRetry={retry} />
        {back}
      </Box>
    );

  const article = state.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 800 }} data-testid="article">
      {back}
      <Paper
        component="article"
        variant="outlined"
        sx={{ p: { xs: 2, md: 4 } }}
        aria-labelledby="article-title"
      >
        <Typography id="article-title" variant="h4" component="h1" gutterBottom>
          {article.title}
        </Typography>
        <ArticleMeta article={article} locale={locale} />
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {article.shortDescription}
        </Typography>
        {article.imagePath && (
          <Box
            component="img"
            src={article.imagePath}
            alt=""
            sx={{ mt: 2, maxWidth: '100%', borderRadius: 1 }}
          />
        )}
        <ArticleContent blocks={article.content} />
      </Paper>
    </Box>
  );
}
