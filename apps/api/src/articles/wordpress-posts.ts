import type { ArticleLang, ArticleView } from '@ghg/contracts';
import { ARTICLES_PER_PAGE, articleExcerpt, readingTimeMinutes } from '@ghg/domain';
import { z } from 'zod';
import { htmlToBlocks, textOfHtml } from './article-html.js';

/** The fields of a post of the WordPress REST API (wp/v2/posts?_embed) that an article is made of. */
const postSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  date: z.string(),
  link: z.string().optional(),
  lang: z.string().optional(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  acf: z.unknown().optional(),
  _embedded: z
    .object({ 'wp:featuredmedia': z.array(z.object({ source_url: z.string().optional() })).optional() })
    .optional(),
});
export type WordPressPost = z.infer<typeof postSchema>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TYPE: Record<ArticleLang, string> = { pl: 'Artykuł', en: 'Article' };
/** At most this many pages of 100 are read: a feed, not an archive. */
const MAX_PAGES = 5;
const TIMEOUT_MS = 5000;

/** The URL of one page of a language's posts, with embedded media, 100 per page (spec §7). */
export const postsUrl = (site: string, lang: ArticleLang, page: number) =>
  `${site}/wp-json/wp/v2/posts?_embed=1&per_page=${ARTICLES_PER_PAGE}&page=${page}&lang=${lang}`;

/** Every post of a language (newest first, as WordPress orders them); throws when the site fails. */
export async function fetchWordPressArticles(site: string, lang: ArticleLang): Promise<ArticleView[]> {
  const posts: WordPressPost[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await fetch(postsUrl(site, lang, page), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`${site} answered ${response.status} for page ${page}`);
    const parsed = z.array(postSchema).safeParse(await response.json());
    if (!parsed.success) throw new Error(`${site} answered posts of an unexpected shape`);
    posts.push(...parsed.data);
    const pages = Number(response.headers.get('x-wp-totalpages') ?? '1');
    if (!(page < pages)) break;
  }
  return posts.flatMap((post) => {
    const article = articleOfPost(post, lang, site);
    return article ? [article] : [];
  });
}

/** Only https images, or the site's own: the CSP allows the site's origin for images. */
function imageOf(post: WordPressPost, site: string): string | null {
  const url = post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.origin === new URL(site).origin || parsed.protocol === 'https:') return parsed.href;
  } catch {
    return null;
  }
  return null;
}

/** Flat ACF fields (text, numbers, yes/no) only: nested or HTML-bearing values are not the page's business. */
function acfOf(value: unknown): Record<string, string | number | boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]) && !/</.test(String(entry[1])),
    ),
  );
}

/** One post as an article (spec §3), or null when it cannot be shown (a slug the app cannot route, another language). */
export function articleOfPost(post: WordPressPost, lang: ArticleLang, site: string): ArticleView | null {
  if (!SLUG.test(post.slug)) return null;
  if (post.lang && post.lang !== lang) return null;
  const content = htmlToBlocks(post.content.rendered);
  const shortDescription = textOfHtml(post.excerpt.rendered);
  const plain = textOfHtml(post.content.rendered);
  return {
    id: `wp:${post.id}`,
    slug: post.slug,
    title: textOfHtml(post.title.rendered),
    shortDescription,
    excerpt: articleExcerpt(shortDescription),
    type: TYPE[lang],
    link: `${lang === 'en' ? '/en' : ''}/articles/${post.slug}`,
    imagePath: imageOf(post, site),
    duration: readingTimeMinutes(plain),
    lang,
    date: /^\d{4}-\d{2}-\d{2}/.test(post.date) ? post.date.slice(0, 10) : '',
    acf: acfOf(post.acf),
    content,
  };
}
