import { describe, expect, it } from 'vitest';
import { formatTonnes, scopeNumber, twoDecimals } from './reduction-format';

describe('reduction formats', () => {
  it('shows tonnes with two decimals in the page language', () => {
    expect(formatTonnes(14.86, 'en')).toBe('14.86');
    expect(formatTonnes(1234.5, 'pl')).toMatch(/^1\s?234,50$/);
  });
  it('reads the scope number and rounds a starting value', () => {
    expect(scopeNumber('scope-2')).toBe(2);
    expect(twoDecimals(8.916)).toBe(8.92);
  });
});
