import type { ArticleBlockView, ArticleInlineView } from '@ghg/contracts';

/**
 * The small Markdown subset the article files are written in: '## ' and '### ' headings, paragraphs, '- ' and
 * '1. ' lists, **strong**, *emphasis* and [links](/path or https://…). Anything else, HTML included, stays
 * literal text: the result is data the web renders as text, so a file cannot inject markup.
 */
export function parseArticleMarkdown(markdown: string): ArticleBlockView[] {
  const blocks: ArticleBlockView[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', parts: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = /^(?:([-*])|(\d+)\.)\s+(.+)$/.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      // The page's own title is the h1, so a '#' in a file becomes a section heading.
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length === 3 ? 3 : 2,
        parts: parseInline(heading[2]!),
      });
    } else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
    } else if (list && raw.startsWith(' ')) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with **strong**, *emphasis* and [links](…); a link to anything but an app path or https is plain text. */
export function parseInline(text: string): ArticleInlineView[] {
  const parts: ArticleInlineView[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const [, strong, emphasis, linkText, href] = match;
    if (strong !== undefined) parts.push({ text: strong, strong: true });
    else if (emphasis !== undefined) parts.push({ text: emphasis, emphasis: true });
    else if (isSafeHref(href!)) parts.push({ text: linkText!, href: href! });
    else parts.push({ text: linkText! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** App paths ('/report', not '//host') and https addresses only: no javascript:, data: or plain http. */
export function isSafeHref(href: string): boolean {
  if (/^\/(?!\/)[\w\-./?=&#%]*$/.test(href)) return true;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The words a reader reads: every text part of every block. */
export function plainTextOf(blocks: readonly ArticleBlockView[]): string {
  const texts = (parts: readonly ArticleInlineView[]) => parts.map((p) => p.text).join('');
  return blocks
    .flatMap((block) => (block.kind === 'list' ? block.items.map(texts) : [texts(block.parts)]))
    .join('\n');
}
