import type { ArticleListView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';
import { useApiRead } from '../../../lib/use-api-read';

/** One page (100 articles) of the feed of a language, newest first. */
export const useArticleList = (lang: Locale, page: number) =>
  useApiRead<ArticleListView>(`/api/articles?lang=${lang}&page=${page}`);
