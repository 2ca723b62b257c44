import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import type { ArticleSummaryView } from '@ghg/contracts';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../i18n/locale';
import { useLocalize } from '../../../components/localized';
import { articlePath } from '../model/article-links';
import { ArticleMeta } from './article-meta';

/** One article of the list: the whole card opens it. */
export function ArticleCard({ article, locale }: { article: ArticleSummaryView; locale: Locale }) {
  const localize = useLocalize();
  return (
    <Card variant="outlined" component="article" data-testid="article-card" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={localize(articlePath(article.slug))}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {article.imagePath && <CardMedia component="img" height="140" image={article.imagePath} alt="" />}
        <CardContent sx={{ display: 'grid', gap: 1, alignContent: 'start', flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {article.title}
          </Typography>
          <ArticleMeta article={article} locale={locale} />
          <Typography color="text.secondary">{article.excerpt}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
