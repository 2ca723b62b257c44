import { describe, expect, it } from 'vitest';
import { articlePath, linkTargetOf, pageFromSearch } from './article-links';

describe('article links', () => {
  it('keeps app paths inside the app and sends https addresses outside', () => {
    expect(linkTargetOf('/report/scope-1')).toEqual({ kind: 'app', path: '/report/scope-1' });
    expect(linkTargetOf('/')).toEqual({ kind: 'app', path: '/' });
    expect(linkTargetOf('https://ghgprotocol.org')).toEqual({
      kind: 'external',
      href: 'https://ghgprotocol.org',
    });
    expect(linkTargetOf('//elsewhere.example')).toEqual({ kind: 'external', href: '//elsewhere.example' });
  });

  it('builds the unprefixed path of an article, encoding the slug', () => {
    expect(articlePath('ghg-protocol-scopes')).toBe('/articles/ghg-protocol-scopes');
    expect(articlePath('a b')).toBe('/articles/a%20b');
  });

  it('reads the page from the address: 1 unless a whole number from 1', () => {
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('?page=2')).toBe(2);
    for (const bad of ['?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page='])
      expect(pageFromSearch(bad)).toBe(1);
  });
});
