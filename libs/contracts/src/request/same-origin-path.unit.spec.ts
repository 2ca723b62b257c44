import fc from 'fast-check';
import { sameOriginPath } from './same-origin-path.js';

/** What a browser does with a Location header on https://app.example: where does it end up? */
const followedFrom = (origin: string, location: string) => new URL(location, origin).origin;

describe('returnTo after sign-in stays on this site', () => {
  it.each([
    ['/auth/signed-in', '/auth/signed-in'],
    ['/en/auth/signed-in?x=1#top', '/en/auth/signed-in?x=1#top'],
    ['/a/./b/../c', '/a/c'],
    ['', '/'],
    [undefined, '/'],
  ])('%p → %p', (raw, expected) => {
    expect(sameOriginPath(raw)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/ok\nSet-Cookie: x'],
    [['/a', '/b']],
    [42],
  ])('%p goes home', (raw) => {
    expect(sameOriginPath(raw)).toBe('/');
  });
});

describe('M1 open redirect', () => {
  it.each([
    ['/.//evil.example'],
    ['/%2e%2e//evil'],
    ['/%2E%2E//evil'],
    ['/..//evil.example/x'],
    ['/a/..//evil.example'],
    ['/./%2e//evil'],
    ['/\t/evil.example'],
  ])('%p normalises to another host and goes home', (raw) => {
    expect(sameOriginPath(raw)).toBe('/');
  });

  it('whatever the input, a browser following the answer stays on the site', () => {
    const pathish = fc
      .array(
        fc.constantFrom(
          '/',
          '.',
          '..',
          '%2e',
          '%2E',
          '%2f',
          '\\',
          '//',
          'evil.example',
          'a',
          '?',
          '#',
          '@',
          ':',
          '%',
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(pathish, fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const answer = sameOriginPath(raw);
        expect(answer.startsWith('/')).toBe(true);
        expect(followedFrom('https://app.example', answer)).toBe('https://app.example');
        expect(followedFrom('http://localhost:3000', answer)).toBe('http://localhost:3000');
        // Normalised once: asking again changes nothing.
        expect(sameOriginPath(answer)).toBe(answer);
      }),
      { numRuns: 500 },
    );
  });
});
