import type { ArticleLang, ArticleListView, ArticleView } from '@ghg/contracts';
import { articlePage } from '@ghg/domain';
import type { Logger } from '../config/logger.js';
import type { ArticleLibrary } from './article-library.js';
import { fetchWordPressArticles } from './wordpress-posts.js';

interface Cached {
  articles: ArticleView[] | null;
  until: number;
}

/** After a failure the site is asked again after this long at most, whatever the cache time. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * The article feed: the WordPress site's posts when WORDPRESS_URL is set (cached ARTICLES_CACHE_SECONDS per
 * language), else the built-in Markdown articles. When the site fails (down, slow, an unexpected answer) the
 * built-in articles are served and the failure is logged: the feed never breaks a page.
 */
export class ArticleFeed {
  private readonly cache = new Map<ArticleLang, Cached>();
  private readonly pending = new Map<ArticleLang, Promise<ArticleView[] | null>>();

  constructor(
    private readonly library: ArticleLibrary,
    private readonly site: { url: string; cacheSeconds: number } | null,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(lang: ArticleLang, page: number): Promise<ArticleListView> {
    const remote = await this.remote(lang);
    if (!remote) return this.library.list(lang, page);
    const { items, ...paging } = articlePage(remote, page);
    return { ...paging, items: items.map(({ content: _content, ...summary }) => summary) };
  }

  async find(lang: ArticleLang, slug: string): Promise<ArticleView | null> {
    const remote = await this.remote(lang);
    if (!remote) return this.library.find(lang, slug);
    return remote.find((article) => article.slug === slug) ?? null;
  }

  private async remote(lang: ArticleLang): Promise<ArticleView[] | null> {
    if (!this.site) return null;
    const cached = this.cache.get(lang);
    if (cached && cached.until > this.now()) return cached.articles;
    const running = this.pending.get(lang);
    if (running) return running;
    const site = this.site;
    const load = fetchWordPressArticles(site.url, lang)
      .then((articles) => {
        this.cache.set(lang, { articles, until: this.now() + site.cacheSeconds * 1000 });
        return articles;
      })
      .catch((error: unknown) => {
        this.logger.warn(
          { err: error instanceof Error ? error.message : String(error), site: site.url, lang },
          'WordPress articles unavailable; serving the built-in articles',
        );
        const wait = Math.min(site.cacheSeconds * 1000, RETRY_AFTER_FAILURE_MS);
        this.cache.set(lang, { articles: null, until: this.now() + wait });
        return null;
      })
      .finally(() => this.pending.delete(lang));
    this.pending.set(lang, load);
    return load;
  }
}
