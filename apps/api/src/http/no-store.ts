import type { ServerResponse } from 'node:http';

/**
 * Every answer of the API, GraphQL and sign-in holds someone's data or a step of their sign-in: no browser
 * cache or proxy may keep it (back button on a shared computer, a caching proxy). Set before the route runs, so
 * refusals (401, 403, 404, 429) carry it too (http/response-headers.ts); the web app's pages and hashed assets
 * keep their own caching.
 */
export function setNoStore(res: ServerResponse): void {
  res.setHeader('cache-control', 'no-store');
}
