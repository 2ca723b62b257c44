import { isSafeHref, parseArticleMarkdown, parseInline, plainTextOf } from './article-markdown.js';

describe('article Markdown subset', () => {
  it('given headings, paragraphs and both kinds of list, when parsed, then one block each in order', () => {
    const blocks = parseArticleMarkdown(
      [
        '# Title-like',
        'First line',
        'same paragraph.',
        '',
        '### Smaller',
        '- one',
        '  continued',
        '- two',
        '1. first',
        '2. second',
        'After the list.',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, parts: [{ text: 'Title-like' }] },
      { kind: 'paragraph', parts: [{ text: 'First line same paragraph.' }] },
      { kind: 'heading', level: 3, parts: [{ text: 'Smaller' }] },
      { kind: 'list', ordered: false, items: [[{ text: 'one continued' }], [{ text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
      { kind: 'paragraph', parts: [{ text: 'After the list.' }] },
    ]);
  });

  it('given strong, emphasis and a link, when parsed inline, then marked parts between plain text', () => {
    expect(parseInline('A **bold** and *soft* [report](/report/scope-1).')).toEqual([
      { text: 'A ' },
      { text: 'bold', strong: true },
      { text: ' and ' },
      { text: 'soft', emphasis: true },
      { text: ' ' },
      { text: 'report', href: '/report/scope-1' },
      { text: '.' },
    ]);
  });

  it('given raw HTML, when parsed, then it stays literal text (the web renders it as text)', () => {
    expect(parseArticleMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', parts: [{ text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('given a javascript:, data:, http: or protocol-relative link, when parsed, then only its text remains', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'http://example.com', '//evil.example']) {
      const parts = parseInline(`[click](${href})`);
      expect(parts[0]).toEqual({ text: 'click' });
      expect(parts.filter((part) => part.href !== undefined)).toEqual([]);
    }
  });

  it('accepts app paths and https addresses as links', () => {
    expect(isSafeHref('/')).toBe(true);
    expect(isSafeHref('/report/scope-2')).toBe(true);
    expect(isSafeHref('https://ghgprotocol.org/corporate-standard')).toBe(true);
    expect(isSafeHref('/a b')).toBe(false);
  });

  it('gives the text a reader reads: every part of every block, markup removed', () => {
    const blocks = parseArticleMarkdown('## Two words\n\nThree **more** words.\n\n- four');
    expect(plainTextOf(blocks)).toBe('Two words\nThree more words.\nfour');
  });
});
