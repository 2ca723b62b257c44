import type { ArticleListView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';
import { useApiRead } from '../../../lib/use-api-read';

/** The first page of the feed of a language, newest first: the dashboard shows its head. */
export const useNewestArticles = (lang: Locale) => useApiRead<ArticleListView>(`/api/articles?lang=${lang}`);
