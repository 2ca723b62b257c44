import { parseArticleFile } from './article-file.js';

const file = (front: string, body = 'Some text.') => `---\n${front}\n---\n\n${body}\n`;
const FRONT = 'title: "Scopes: a guide"\nshortDescription: Short.\ndate: 2026-09-01';

describe('article file', () => {
  it('given front matter and a body, when parsed, then the fields, the slug from the name and the blocks', () => {
    expect(parseArticleFile('ghg-protocol-scopes.md', 'en', file(FRONT))).toEqual({
      slug: 'ghg-protocol-scopes',
      lang: 'en',
      title: 'Scopes: a guide',
      shortDescription: 'Short.',
      date: '2026-09-01',
      imagePath: null,
      content: [{ kind: 'paragraph', parts: [{ text: 'Some text.' }] }],
    });
  });

  it('keeps an image path that is an app path', () => {
    const parsed = parseArticleFile('a.md', 'pl', file(`${FRONT}\nimagePath: /images/scopes.svg`));
    expect(parsed.imagePath).toBe('/images/scopes.svg');
  });

  it.each([
    ['no front matter', 'x.md', 'Just text.'],
    ['a missing title', 'x.md', file('shortDescription: S\ndate: 2026-09-01')],
    ['a malformed date', 'x.md', file('title: T\nshortDescription: S\ndate: 1 Sept 2026')],
    ['an impossible date', 'x.md', file('title: T\nshortDescription: S\ndate: 2026-13-45')],
    ['a name that is not a slug', 'Big Name.md', file(FRONT)],
    ['an image outside the app', 'x.md', file(`${FRONT}\nimagePath: javascript:alert(1)`)],
    ['no content', 'x.md', file(FRONT, '')],
  ])('refuses a file with %s, naming the file', (_why, name, text) => {
    expect(() => parseArticleFile(name, 'en', text)).toThrow(`content/articles/en/${name}`);
  });
});
