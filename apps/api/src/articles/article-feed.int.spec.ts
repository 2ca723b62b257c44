import { type FakeThirdParties, startFakeThirdParties } from '../../../../test/support/fake-third-parties.js';
import { ArticleFeed } from './article-feed.js';
import { ArticleLibrary } from './article-library.js';

// The feed against a local content site serving posts in WordPress's REST shape (real HTTP).
describe('articles from a WordPress site', () => {
  let site: FakeThirdParties;
  const library = new ArticleLibrary();
  const warnings: unknown[] = [];
  const logger = { warn: (...args: unknown[]) => void warnings.push(args) };
  let now = 0;
  beforeAll(async () => {
    site = await startFakeThirdParties(0, 101);
  });
  afterAll(() => site.close());
  beforeEach(() => {
    site.contentSite.down = false;
    site.hits.clear();
    warnings.length = 0;
  });

  it('lists the posts 100 per page as articles (spec §3): excerpt, reading time, type, image, acf', async () => {
    const feed = new ArticleFeed(library, { url: site.url, cacheSeconds: 300 }, logger, () => now);
    const first = await feed.list('pl', 1);
    expect(first).toMatchObject({ page: 1, pageSize: 100, total: 101, pageCount: 2 });
    expect(first.items).toHaveLength(100);
    expect((await feed.list('pl', 2)).items).toHaveLength(1);
    // WordPress was asked for 100 posts per page with embedded media: two pages for 101 posts.
    expect(site.hits.get('/wp-json/wp/v2/posts')).toBe(2);
    const [post] = first.items;
    expect(post).toMatchObject({
      id: 'wp:1000',
      slug: 'wp-hostile-pl',
      title: 'Wpis z bloga – test',
      type: 'Artykuł',
      link: '/articles/wp-hostile-pl',
      imagePath: `${site.url}/media/featured.png`,
      duration: 2, // 262 words / 250, rounded up
      lang: 'pl',
      date: '2026-10-28',
      acf: { color: 'green' },
    });
    expect(post!.shortDescription.length).toBeGreaterThan(100);
    expect(Array.from(post!.excerpt)).toHaveLength(73);
    expect(post!.excerpt.endsWith('...')).toBe(true);
    expect((await feed.list('en', 1)).items[0]).toMatchObject({
      type: 'Article',
      link: '/en/articles/wp-hostile-en',
    });
  });

  it('sanitises the content: no script, handler or javascript: link of the site reaches the answer', async () => {
    const feed = new ArticleFeed(library, { url: site.url, cacheSeconds: 300 }, logger, () => now);
    const article = (await feed.find('pl', 'wp-hostile-pl'))!;
    expect(article.content[0]).toEqual({ kind: 'heading', level: 2, parts: [{ text: 'Nagłówek' }] });
    expect(JSON.stringify(article.content)).not.toMatch(/hacked|steal|script|javascript|onerror/);
    expect(await feed.find('pl', 'no-such-post')).toBeNull();
  });

  it('caches each language for the configured time, then asks again', async () => {
    const feed = new ArticleFeed(library, { url: site.url, cacheSeconds: 60 }, logger, () => now);
    now = 1_000_000;
    await feed.list('pl', 1);
    await feed.find('pl', 'wp-post-pl-3');
    expect(site.hits.get('/wp-json/wp/v2/posts')).toBe(2);
    now += 61_000;
    await feed.list('pl', 1);
    expect(site.hits.get('/wp-json/wp/v2/posts')).toBe(4);
  });

  it('falls back to the built-in articles when the site fails, and logs it', async () => {
    site.contentSite.down = true;
    const feed = new ArticleFeed(library, { url: site.url, cacheSeconds: 300 }, logger, () => now);
    expect(await feed.list('pl', 1)).toEqual(library.list('pl', 1));
    expect(await feed.find('en', 'ghg-protocol-scopes')).toEqual(library.find('en', 'ghg-protocol-scopes'));
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('serves the built-in articles when no site is configured', async () => {
    const feed = new ArticleFeed(library, null, logger);
    expect(await feed.list('en', 1)).toEqual(library.list('en', 1));
    expect(site.hits.size).toBe(0);
  });
});
