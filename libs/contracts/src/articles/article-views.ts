/** The languages articles are written in (spec §3: lang en or pl). */
export type ArticleLang = 'pl' | 'en';

/**
 * A run of text inside a block. Content reaches the web as these parts, never as HTML, so an article cannot
 * inject markup or scripts: the web renders each part as text (the CSP forbids inline scripts anyway).
 */
export interface ArticleInlineView {
  text: string;
  strong?: boolean;
  emphasis?: boolean;
  /** An app path ('/report/scope-1', shown in the page's language) or an https address (opens outside). */
  href?: string;
}

export type ArticleBlockView =
  | { kind: 'heading'; level: 2 | 3; parts: ArticleInlineView[] }
  | { kind: 'paragraph'; parts: ArticleInlineView[] }
  | { kind: 'list'; ordered: boolean; items: ArticleInlineView[][] };

/** One entry of GET /api/articles (spec §3 "Article", without the content). */
export interface ArticleSummaryView {
  /** `${lang}:${slug}`: the same slug names the same article in both languages. */
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  /** The short description cut to 70 characters plus an ellipsis when over 100 (spec §9). */
  excerpt: string;
  /** 'Artykuł' or 'Article'. */
  type: string;
  /** The article's page in its language: '/articles/{slug}' or '/en/articles/{slug}'. */
  link: string;
  /** An image under the web app's public folder, the content site's featured image (https), or null. */
  imagePath: string | null;
  /** Reading time in minutes: words / 250 rounded up (spec §9). */
  duration: number;
  lang: ArticleLang;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  /** The content site's custom fields (ACF), flat values only; absent for the built-in articles. */
  acf?: Record<string, string | number | boolean>;
}

/** GET /api/articles/{slug}: the summary with its content. */
export interface ArticleView extends ArticleSummaryView {
  content: ArticleBlockView[];
}

/** GET /api/articles: one page of the feed of a language, newest first (100 per page, spec §7). */
export interface ArticleListView {
  items: ArticleSummaryView[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}
