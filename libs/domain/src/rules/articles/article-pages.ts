/** Spec §7 and §9: articles are listed 100 per page. */
export const ARTICLES_PER_PAGE = 100;

export interface ArticlePage<T> {
  readonly items: readonly T[];
  /** 1-based, as asked. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** At least 1, so an empty feed still has its (empty) first page. */
  readonly pageCount: number;
}

/**
 * One page of an already ordered list. A page past the end is empty rather than an error: the feed may have
 * shrunk between two requests of a reader paging through it.
 */
export function articlePage<T>(
  items: readonly T[],
  page: number,
  pageSize = ARTICLES_PER_PAGE,
): ArticlePage<T> {
  if (!Number.isInteger(page) || page < 1)
    throw new RangeError(`page must be a positive integer, got ${page}`);
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageSize,
    total: items.length,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
  };
}
