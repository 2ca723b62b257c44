import { decodeEntities, htmlToBlocks, textOfHtml } from './article-html.js';

describe('WordPress content as article blocks', () => {
  it('keeps headings, paragraphs, lists, bold, italics and safe links', () => {
    expect(
      htmlToBlocks(
        '<h2>Scope&nbsp;1</h2><p>Direct <strong>emissions</strong> and <em>more</em>, <a href="https://ghgprotocol.org/x">GHG</a>.</p>' +
          '<ul><li>Fleet</li><li>Boilers</li></ul>',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, parts: [{ text: 'Scope 1' }] },
      {
        kind: 'paragraph',
        parts: [
          { text: 'Direct ' },
          { text: 'emissions', strong: true },
          { text: ' and ' },
          { text: 'more', emphasis: true },
          { text: ', ' },
          { text: 'GHG', href: 'https://ghgprotocol.org/x' },
          { text: '.' },
        ],
      },
      { kind: 'list', ordered: false, items: [[{ text: 'Fleet' }], [{ text: 'Boilers' }]] },
    ]);
  });

  it('lets no script, handler, style, iframe or javascript: link reach the page', () => {
    const blocks = htmlToBlocks(
      '<p onclick="steal()">Hi<script>alert("x")</script><img src=x onerror="alert(1)"></p>' +
        '<style>p{}</style><iframe src="https://evil.example"></iframe>' +
        '<p><a href="javascript:alert(1)">click</a> <a href="//evil.example">there</a></p>',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', parts: [{ text: 'Hi' }] },
      { kind: 'paragraph', parts: [{ text: 'click' }, { text: ' ' }, { text: 'there' }] },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/alert|steal|evil|script/);
  });

  it('reads the text of an excerpt with its entities', () => {
    expect(textOfHtml('<p>Tl;dr &#8211; ślad &amp; redukcja&hellip;</p>\n')).toBe('Tl;dr – ślad & redukcja…');
    expect(decodeEntities('&#xD800;&#0;&unknown;')).toBe('&unknown;');
  });
});
