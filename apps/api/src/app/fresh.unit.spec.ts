import { fresh } from './fresh.js';

describe('a conditional GET of a web file', () => {
  const file = { etag: 'W/"1a-18f"', 'last-modified': 'Wed, 02 Dec 2026 09:00:00 GMT' };

  it('is fresh when If-None-Match names the ETag, weakly or strongly, alone or in a list, or is *', () => {
    expect(fresh({ 'if-none-match': 'W/"1a-18f"' }, file)).toBe(true);
    expect(fresh({ 'if-none-match': '"1a-18f"' }, file)).toBe(true);
    expect(fresh({ 'if-none-match': '"other", W/"1a-18f"' }, file)).toBe(true);
    expect(fresh({ 'if-none-match': '*' }, file)).toBe(true);
  });

  it('is stale for another ETag, even when If-Modified-Since alone would say fresh', () => {
    const since = 'Wed, 02 Dec 2026 10:00:00 GMT';
    expect(fresh({ 'if-none-match': '"other"', 'if-modified-since': since }, file)).toBe(false);
  });

  it('without If-None-Match, is fresh when modified no later than If-Modified-Since', () => {
    expect(fresh({ 'if-modified-since': 'Wed, 02 Dec 2026 09:00:00 GMT' }, file)).toBe(true);
    expect(fresh({ 'if-modified-since': 'Wed, 02 Dec 2026 08:59:59 GMT' }, file)).toBe(false);
    expect(fresh({ 'if-modified-since': 'not a date' }, file)).toBe(false);
  });

  it('is stale without a condition, and on a reload', () => {
    expect(fresh({}, file)).toBe(false);
    expect(fresh({ 'if-none-match': 'W/"1a-18f"', 'cache-control': 'max-age=0, no-cache' }, file)).toBe(
      false,
    );
  });
});
