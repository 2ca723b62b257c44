import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArticleBlockView, ArticleListView, ArticleView } from '@ghg/contracts';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { ArticleLibrary } from './article-library.js';
import { whileDemoOrganizationBlocked } from '../../../../test/api/blocked-demo-organization.js';

jest.setTimeout(180_000);

const partsOf = (blocks: ArticleBlockView[]) =>
  blocks.flatMap((block) => (block.kind === 'list' ? block.items.flat() : block.parts));

/** Spec §2 "/articles", §7 (100 per page), §9 (excerpt, reading time): the blog feed from content/articles. */
describe('api/articles', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
    api.actAs('member');
  });
  afterAll(() => api.close());

  const list = async (query: string) => {
    const res = await api.request(`/api/articles${query}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as ArticleListView };
  };

  it('lists the Polish articles newest first, with excerpt, reading time and link, and no content', async () => {
    const { status, headers, body } = await list('?lang=pl');
    expect(status).toBe(200);
    // Like every API answer (issue 13, L4), though the articles hold nobody's data.
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ page: 1, pageSize: 100, pageCount: 1 });
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.items).toHaveLength(body.total);
    const dates = body.items.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of body.items) {
      expect(article).toMatchObject({ type: 'Artykuł', lang: 'pl', link: `/articles/${article.slug}` });
      expect(article.id).toBe(`pl:${article.slug}`);
      expect(article.duration).toBeGreaterThanOrEqual(1);
      expect(article).not.toHaveProperty('content');
      const chars = Array.from(article.shortDescription).length;
      expect(article.excerpt).toBe(
        chars > 100
          ? Array.from(article.shortDescription).slice(0, 70).join('') + '...'
          : article.shortDescription,
      );
    }
    // At least one description is long enough to be cut (spec §9), so the rule is seen working.
    expect(body.items.some((a) => a.excerpt.endsWith('...'))).toBe(true);
  });

  it('lists the English articles under /en, with the same slugs as the Polish ones', async () => {
    const en = (await list('?lang=en')).body;
    const pl = (await list('')).body;
    expect(pl.items.every((a) => a.lang === 'pl')).toBe(true);
    expect(en.items.map((a) => a.slug).sort()).toEqual(pl.items.map((a) => a.slug).sort());
    for (const article of en.items) {
      expect(article).toMatchObject({ type: 'Article', lang: 'en', link: `/en/articles/${article.slug}` });
    }
  });

  it('answers a page past the end empty, and refuses a page or language it does not know', async () => {
    const second = await list('?lang=en&page=2');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ items: [], page: 2, pageCount: 1 });
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?lang=de', '?lang=pl&lang=en']) {
      const res = await list(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers one article with its content as text parts; an unknown slug is 404', async () => {
    const [first] = (await list('?lang=en')).body.items;
    const res = await api.request(`/api/articles/${first!.slug}?lang=en`);
    expect(res.status).toBe(200);
    const article = (await res.json()) as ArticleView;
    expect(article).toMatchObject({ ...first, content: expect.any(Array) });
    expect(article.content.length).toBeGreaterThan(2);
    for (const part of partsOf(article.content)) {
      expect(Object.keys(part).every((key) => ['text', 'strong', 'emphasis', 'href'].includes(key))).toBe(
        true,
      );
      if (part.href) expect(part.href).toMatch(/^(\/(?!\/)|https:\/\/)/);
    }

    const missing = await api.request('/api/articles/no-such-article?lang=en');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    expect((await api.request(`/api/articles/${first!.slug}?lang=xx`)).status).toBe(400);
  });

  it('stays open in a blocked organization: the blog holds nothing of it', async () => {
    await whileDemoOrganizationBlocked(api, async () => {
      expect((await list('?lang=pl')).status).toBe(200);
    });
  });
});

describe('article library', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'articles-'));
    mkdirSync(join(dir, 'pl'));
    mkdirSync(join(dir, 'en'));
    // 101 articles, one per day from 2026-01-01: a second page must hold the oldest one.
    for (let i = 0; i < 101; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      const body = Array(251).fill('słowo').join(' ');
      writeFileSync(
        join(dir, 'pl', `a-${i}.md`),
        `---\ntitle: A ${i}\nshortDescription: S\ndate: ${date}\n---\n${body}\n`,
      );
    }
    writeFileSync(
      join(dir, 'en', 'hostile.md'),
      '---\ntitle: <b>x</b>\nshortDescription: S\ndate: 2026-01-01\n---\n<script>alert(1)</script> [x](javascript:void)\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pages 100 articles at a time, newest first; reading time is words / 250 rounded up', () => {
    const library = new ArticleLibrary(dir);
    const first = library.list('pl', 1);
    expect(first).toMatchObject({ total: 101, pageCount: 2, pageSize: 100 });
    expect(first.items).toHaveLength(100);
    expect(first.items[0]!.slug).toBe('a-100');
    expect(library.list('pl', 2).items.map((a) => a.slug)).toEqual(['a-0']);
    expect(first.items[0]!.duration).toBe(2);
  });

  it('serves markup written in a file as text, never as a link or tag', () => {
    const article = new ArticleLibrary(dir).find('en', 'hostile')!;
    expect(article.title).toBe('<b>x</b>');
    expect(partsOf(article.content)).toEqual([{ text: '<script>alert(1)</script> ' }, { text: 'x' }]);
  });
});
