import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The third parties of issue 21, faked on this machine for the tests: a WordPress site serving posts in the REST
 * API's shape (wp-json/wp/v2/posts with _embed, paged, X-WP-TotalPages), an analytics container script and a chat
 * widget script. `mode` switches the content site down; the chat widget can fail its first load.
 */
export interface FakeThirdParties {
  url: string;
  port: number;
  /** Requests seen, by path (without the query). */
  hits: Map<string, number>;
  contentSite: { down: boolean };
  close(): Promise<void>;
}

const long = (words: number) => Array.from({ length: words }, (_, i) => `słowo${i}`).join(' ');

/** Posts of one language: the first carries hostile markup, the rest fill more than one page of 100. */
export function fakePosts(lang: 'pl' | 'en', count: number, origin: string) {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    slug: i === 0 ? `wp-hostile-${lang}` : `wp-post-${lang}-${i}`,
    date: `2026-10-${String(28 - (i % 28)).padStart(2, '0')}T10:00:00`,
    link: `${origin}/${lang}/post-${i}/`,
    lang,
    title: {
      rendered:
        i === 0 ? (lang === 'pl' ? 'Wpis z&nbsp;bloga &#8211; test' : 'Blog post &#8211; test') : `Post ${i}`,
    },
    excerpt: {
      rendered:
        i === 0
          ? `<p>${'Bardzo długi opis wpisu z bloga o śladzie węglowym i jego redukcji w firmie. '.repeat(2)}</p>`
          : '<p>Krótki opis.</p>',
    },
    content: {
      rendered:
        i === 0
          ? `<h2>Nagłówek</h2><p onclick="steal()">${long(260)}</p><script>window.__hacked = true;</script>` +
            '<img src="x" onerror="window.__hacked = true"><p><a href="javascript:window.__hacked=true">klik</a></p>'
          : '<p>Treść.</p>',
    },
    acf: { color: 'green', nested: { a: 1 } },
    _embedded: i === 0 ? { 'wp:featuredmedia': [{ source_url: `${origin}/media/featured.png` }] } : {},
  }));
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The chat widget: shows who it was told the user is. */
const CHAT_WIDGET = `window.GhgChatWidget = { init: function (o) {
  var box = document.createElement('div'); box.id = 'fake-chat'; box.setAttribute('data-email', o.email);
  box.setAttribute('data-token', o.token ? 'present' : 'missing'); box.setAttribute('data-key', o.key);
  box.textContent = 'Chat: ' + o.email; document.body.appendChild(box); } };`;

export async function startFakeThirdParties(port = 0, postsPerLanguage = 101): Promise<FakeThirdParties> {
  const hits = new Map<string, number>();
  const contentSite = { down: false };
  let origin = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/wp-json/wp/v2/posts') {
      if (contentSite.down) return void res.writeHead(503).end('down');
      const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'pl';
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const posts = fakePosts(lang, postsPerLanguage, origin);
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-wp-total': String(posts.length),
        'x-wp-totalpages': String(Math.ceil(posts.length / perPage)),
      });
      return void res.end(JSON.stringify(posts.slice((page - 1) * perPage, page * perPage)));
    }
    if (url.pathname === '/media/featured.png')
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (url.pathname === '/gtm.js')
      return void res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end('window.__analyticsLoaded = true;');
    if (url.pathname === '/chat-widget.js') {
      // fail-first: the first load fails, the loader's second (with retry=) succeeds.
      if (url.searchParams.has('fail-first') && !url.searchParams.has('retry'))
        return void res.writeHead(503).end('unavailable');
      return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(CHAT_WIDGET);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${actual}`;
  return {
    url: origin,
    port: actual,
    hits,
    contentSite,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
