import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ArticleLang, ArticleListView, ArticleSummaryView, ArticleView } from '@ghg/contracts';
import { articleExcerpt, articlePage, readingTimeMinutes } from '@ghg/domain';
import { type ArticleFile, parseArticleFile } from './article-file.js';
import { plainTextOf } from './article-markdown.js';

/**
 * apps/api/content/articles, seen from src/articles (tests) and dist/articles (build) alike. The Dockerfile
 * copies apps/api/content next to dist.
 */
export const ARTICLES_DIR = resolve(__dirname, '..', '..', 'content', 'articles');

const TYPE: Record<ArticleLang, string> = { pl: 'Artykuł', en: 'Article' };

/**
 * The blog feed (spec §2 "/articles"), served from Markdown files in the repository instead of a third-party
 * content site: the same for every organization and fixed until the next deploy, so it is read once.
 */
export class ArticleLibrary {
  private readonly byLang: Record<ArticleLang, ArticleView[]>;

  constructor(dir = ARTICLES_DIR) {
    this.byLang = { pl: load(dir, 'pl'), en: load(dir, 'en') };
  }

  /** One page of a language's feed, newest first. */
  list(lang: ArticleLang, page: number): ArticleListView {
    const { items, ...paging } = articlePage(this.byLang[lang], page);
    return { ...paging, items: items.map(summaryOf) };
  }

  /** One article with its content, or null when the language has no such slug. */
  find(lang: ArticleLang, slug: string): ArticleView | null {
    return this.byLang[lang].find((article) => article.slug === slug) ?? null;
  }

  slugs(lang: ArticleLang): string[] {
    return this.byLang[lang].map((article) => article.slug).sort();
  }
}

function load(dir: string, lang: ArticleLang): ArticleView[] {
  const folder = join(dir, lang);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => viewOf(parseArticleFile(name, lang, readFileSync(join(folder, name), 'utf8'))))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

function viewOf(file: ArticleFile): ArticleView {
  return {
    id: `${file.lang}:${file.slug}`,
    slug: file.slug,
    title: file.title,
    shortDescription: file.shortDescription,
    excerpt: articleExcerpt(file.shortDescription),
    type: TYPE[file.lang],
    link: `${file.lang === 'en' ? '/en' : ''}/articles/${file.slug}`,
    imagePath: file.imagePath,
    duration: readingTimeMinutes(plainTextOf(file.content)),
    lang: file.lang,
    date: file.date,
    content: file.content,
  };
}

function summaryOf({ content: _content, ...summary }: ArticleView): ArticleSummaryView {
  return summary;
}
