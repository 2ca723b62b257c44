/** Where an article's link leads: a page of the app (shown in the page's language) or another site. */
export type ArticleLinkTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string };

/** The API only sends app paths and https addresses; anything else is treated as outside the app. */
export function linkTargetOf(href: string): ArticleLinkTarget {
  return href.startsWith('/') && !href.startsWith('//')
    ? { kind: 'app', path: href }
    : { kind: 'external', href };
}

/** The unprefixed path of one article ('/articles/{slug}'); the page's language adds /en where needed. */
export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

/** The page of the feed asked for in the address (?page=N), 1 when missing or not a whole number from 1. */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get('page');
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
