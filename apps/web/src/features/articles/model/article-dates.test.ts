import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-dates';

describe('article dates', () => {
  it('writes the publication day in the page language', () => {
    expect(formatArticleDate('2026-11-16', 'pl')).toBe('16 listopada 2026');
    expect(formatArticleDate('2026-11-16', 'en')).toBe('16 November 2026');
  });

  it('keeps the first day of a month on that day whatever the time zone', () => {
    expect(formatArticleDate('2026-09-01', 'en')).toBe('1 September 2026');
  });

  it('shows a day it cannot read as it came', () => {
    expect(formatArticleDate('soon', 'pl')).toBe('soon');
  });
});
