import { safeReturnTo } from './return-to.js';

describe('returnTo after sign-in stays on this site', () => {
  it.each([
    ['/auth/signed-in', '/auth/signed-in'],
    ['/en/auth/signed-in?x=1#top', '/en/auth/signed-in?x=1#top'],
    ['', '/'],
    [undefined, '/'],
  ])('%p → %p', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/ok\nSet-Cookie: x'],
    [['/a', '/b']],
  ])('refuses %p', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });
});
