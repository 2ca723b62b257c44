import type { ArticleBlockView, ArticleInlineView } from '@ghg/contracts';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  copy: '©',
};

/** Decodes the entities a WordPress site writes (named basics and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never text of the article: dropped whole, content included. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'select',
  'textarea',
  'head',
  'title',
]);
const TOKEN =
  /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>|[^<]+|</g;

/** The text of some HTML: tags removed, dropped elements' content removed, entities decoded, spaces collapsed. */
export function textOfHtml(html: string): string {
  return htmlToBlocks(html)
    .flatMap((block) => (block.kind === 'list' ? block.items.flat() : block.parts))
    .map((part) => part.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link the page may follow: an https address, or a path of this app. */
function safeHref(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const href = decodeEntities(raw).trim();
  if (/^https:\/\/[^\s]+$/i.test(href)) return href;
  if (/^\/[\w\-./]*$/.test(href) && !href.startsWith('//')) return href;
  return undefined;
}

function hrefOf(attributes: string): string | undefined {
  const match = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return safeHref(match?.[1] ?? match?.[2] ?? match?.[3]);
}

/**
 * Content of a WordPress post as the article blocks the web renders as text (h2/h3 headings, paragraphs, lists,
 * bold, italics, links): the sanitiser is the conversion itself. No tag, attribute, style or script of the content
 * site reaches the page; scripts and other active elements are dropped with their content; a link is kept only
 * to an https address or a path of this app.
 */
export function htmlToBlocks(html: string): ArticleBlockView[] {
  const blocks: ArticleBlockView[] = [];
  let parts: ArticleInlineView[] = [];
  let heading: 2 | 3 | null = null;
  let list: { ordered: boolean; items: ArticleInlineView[][] } | null = null;
  let inItem = false;
  let strong = 0;
  let emphasis = 0;
  let href: string | undefined;
  let dropping: string | null = null;

  const flushParts = () => {
    const trimmed = tidy(parts);
    parts = [];
    if (trimmed.length === 0) return;
    if (list && inItem) list.items.push(trimmed);
    else if (heading) blocks.push({ kind: 'heading', level: heading, parts: trimmed });
    else blocks.push({ kind: 'paragraph', parts: trimmed });
  };
  const closeList = () => {
    flushParts();
    if (list && list.items.length > 0)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
    list = null;
    inItem = false;
  };

  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, attributes = ''] = match;
    if (token.startsWith('<!--')) continue;
    const name = rawName?.toLowerCase();
    const closing = token.startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (!name) {
      const text = decodeEntities(token === '<' ? '<' : token).replace(/\s+/g, ' ');
      if (text.trim() === '' && parts.length === 0) continue;
      parts.push({
        text,
        ...(strong > 0 ? { strong: true } : {}),
        ...(emphasis > 0 ? { emphasis: true } : {}),
        ...(href ? { href } : {}),
      });
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !token.endsWith('/>')) dropping = name;
      continue;
    }
    switch (name) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flushParts();
        heading = closing ? null : name === 'h1' || name === 'h2' ? 2 : 3;
        break;
      case 'p':
      case 'div':
      case 'blockquote':
      case 'figure':
      case 'figcaption':
      case 'br':
        if (!(list && inItem)) flushParts();
        break;
      case 'ul':
      case 'ol':
        if (closing) closeList();
        else {
          closeList();
          list = { ordered: name === 'ol', items: [] };
        }
        break;
      case 'li':
        flushParts();
        inItem = !closing && list !== null;
        break;
      case 'strong':
      case 'b':
        strong = Math.max(0, strong + (closing ? -1 : 1));
        break;
      case 'em':
      case 'i':
        emphasis = Math.max(0, emphasis + (closing ? -1 : 1));
        break;
      case 'a':
        href = closing ? undefined : hrefOf(attributes);
        break;
      default:
        // Any other element (span, img, table…) adds nothing but its text.
        break;
    }
  }
  closeList();
  return blocks;
}

/** Trims the run's ends and drops empty parts. */
function tidy(parts: ArticleInlineView[]): ArticleInlineView[] {
  const out = parts.map((part) => ({ ...part })).filter((part) => part.text !== '');
  while (out.length > 0 && out[0]!.text.trim() === '') out.shift();
  while (out.length > 0 && out.at(-1)!.text.trim() === '') out.pop();
  if (out.length === 0) return out;
  out[0]!.text = out[0]!.text.trimStart();
  out[out.length - 1]!.text = out.at(-1)!.text.trimEnd();
  return out;
}
