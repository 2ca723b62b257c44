import Typography from '@mui/material/Typography';
import type { ArticleSummaryView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { formatArticleDate } from '../model/article-dates';

/** 'Artykuł · 16 listopada 2026 · 2 min czytania' under a title. */
export function ArticleMeta({ article, locale }: { article: ArticleSummaryView; locale: Locale }) {
  const { t } = useTranslation('articles');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="article-meta">
      {article.type} · <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time> ·{' '}
      <span data-testid="article-reading-time">{t('readingTime', { count: article.duration })}</span>
    </Typography>
  );
}
