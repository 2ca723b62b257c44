import type { ArticleView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';
import { useApiRead } from '../../../lib/use-api-read';

/** One article with its content. */
export const useArticle = (slug: string, lang: Locale) =>
  useApiRead<ArticleView>(`/api/articles/${encodeURIComponent(slug)}?lang=${lang}`);
