import { useCallback, useEffect, useState } from 'react';
import type { ArticleListView, ArticleView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';
import { CSRF_HEADERS } from '../../../lib/csrf';
import { type ArticleRequest, requestOutcomeOf } from '../model/article-request';

/** GET one path of the articles API; a failure is logged only (spec §8) and answered as a quiet state. */
function useArticlesApi<T>(path: string): { state: ArticleRequest<T>; retry: () => void } {
  const [state, setState] = useState<ArticleRequest<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    fetch(path, { credentials: 'include', headers: { ...CSRF_HEADERS } })
      .then(async (response) => {
        const data = response.ok ? ((await response.json()) as T) : undefined;
        const outcome = requestOutcomeOf(response.status, data);
        if (outcome.kind === 'failed') console.error(`${path} answered ${response.status}`);
        if (!cancelled) setState(outcome);
      })
      .catch((error: unknown) => {
        console.error(`${path} could not be read`, error);
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** One page (100 articles) of the feed of a language, newest first. */
export const useArticleList = (lang: Locale, page: number) =>
  useArticlesApi<ArticleListView>(`/api/articles?lang=${lang}&page=${page}`);

/** One article with its content. */
export const useArticle = (slug: string, lang: Locale) =>
  useArticlesApi<ArticleView>(`/api/articles/${encodeURIComponent(slug)}?lang=${lang}`);
