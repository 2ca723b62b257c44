import fc from 'fast-check';
import { ARTICLES_PER_PAGE, articlePage } from './article-pages.js';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('article pages', () => {
  it('given 100 articles, when page 1 is asked, then all of them on one page', () => {
    const page = articlePage(numbers(100), 1);
    expect(page.items).toHaveLength(100);
    expect(page).toMatchObject({ page: 1, pageSize: ARTICLES_PER_PAGE, total: 100, pageCount: 1 });
  });

  it('given 101 articles, when pages 1 and 2 are asked, then 100 and the 101st', () => {
    expect(articlePage(numbers(101), 1).items).toEqual(numbers(100));
    expect(articlePage(numbers(101), 2)).toMatchObject({ items: [101], pageCount: 2, total: 101 });
  });

  it('given no articles, when page 1 is asked, then an empty first page', () => {
    expect(articlePage([], 1)).toEqual({ items: [], page: 1, pageSize: 100, total: 0, pageCount: 1 });
  });

  it('given a page past the end, when asked, then empty', () => {
    expect(articlePage(numbers(3), 2).items).toEqual([]);
  });

  it('refuses page 0, negative and fractional pages', () => {
    for (const page of [0, -1, 1.5, Number.NaN])
      expect(() => articlePage(numbers(3), page)).toThrow(RangeError);
  });

  it('the pages together hold every article once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 450 }), fc.integer({ min: 1, max: 120 }), (n, size) => {
        const all = numbers(n);
        const first = articlePage(all, 1, size);
        const pages = numbers(first.pageCount).flatMap((p) => articlePage(all, p, size).items);
        return JSON.stringify(pages) === JSON.stringify(all);
      }),
    );
  });
});
