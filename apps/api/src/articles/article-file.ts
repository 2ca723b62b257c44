import type { ArticleBlockView, ArticleLang } from '@ghg/contracts';
import { parseArticleMarkdown } from './article-markdown.js';

/** One article as written in content/articles/{lang}/{slug}.md. */
export interface ArticleFile {
  slug: string;
  lang: ArticleLang;
  title: string;
  shortDescription: string;
  /** YYYY-MM-DD */
  date: string;
  imagePath: string | null;
  content: ArticleBlockView[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the front matter ('---', 'key: value' lines, '---') and the Markdown body of one article file. A file
 * that lacks a field or has a malformed one throws with its name: a broken article must stop the build's
 * tests, not show up half empty.
 */
export function parseArticleFile(name: string, lang: ArticleLang, text: string): ArticleFile {
  const slug = name.replace(/\.md$/, '');
  const fail = (why: string) => new Error(`content/articles/${lang}/${name}: ${why}`);
  if (!SLUG.test(slug)) throw fail('the file name must be a slug (a-z, 0-9, hyphens)');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw fail('front matter between two --- lines is missing');
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!pair) throw fail(`front matter line is not "key: value": ${line}`);
    fields.set(pair[1]!, unquote(pair[2]!.trim()));
  }
  const required = (key: string) => {
    const value = fields.get(key);
    if (!value) throw fail(`front matter needs ${key}`);
    return value;
  };
  const date = required('date');
  if (!DAY.test(date) || Number.isNaN(Date.parse(date))) throw fail('date must be YYYY-MM-DD');
  const imagePath = fields.get('imagePath') || null;
  if (imagePath !== null && !/^\/[\w\-./]+$/.test(imagePath))
    throw fail('imagePath must be a path like /images/x.svg');
  const content = parseArticleMarkdown(match[2]!);
  if (content.length === 0) throw fail('the article has no content');
  return {
    slug,
    lang,
    title: required('title'),
    shortDescription: required('shortDescription'),
    date,
    imagePath,
    content,
  };
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
