import { describe, expect, it } from 'vitest';
import { formatNumber, formatTonnes, percentage, roundTo, toTonnes } from './tonnes';

// Intl puts a narrow no-break space between Polish thousands; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('tonnes', () => {
  it('divides kg by 1000', () => {
    expect(toTonnes(1234.5)).toBe(1.2345);
  });

  it('shows two decimals in tables, per language', () => {
    expect(formatTonnes(1234.5, 'en')).toBe('1.23');
    expect(formatTonnes(1234.5, 'pl')).toBe('1,23');
    expect(plain(formatTonnes(12_345_678, 'pl'))).toBe('12 345,68');
    expect(formatTonnes(12_345_678, 'en')).toBe('12,345.68');
    expect(formatTonnes(0, 'pl')).toBe('0,00');
  });

  it('shows four decimals in chart values', () => {
    expect(formatTonnes(1234.56789, 'en', 4)).toBe('1.2346');
    expect(formatTonnes(1234.56789, 'pl', 4)).toBe('1,2346');
  });

  it('rounds halves away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(formatNumber(2.5, 'en', 0)).toBe('3');
  });

  it('percentages have two decimals and survive a zero total', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(5, 0)).toBe(0);
  });
});
