/**
 * Whether `path` (the decoded path the router matches, fastify-request-view.ts) is one of `prefixes` or below
 * one, case-sensitively as the router matches: the prefix itself or anything below it, never `/apix` or `/API`.
 * The request hooks use it to decide which guards apply, in one pass per request (issue 22).
 */
export function mountedUnder(path: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) {
    if (path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47))
      return true;
  }
  return false;
}

/**
 * The whole path as a middleware mounted at `prefixes` saw it (Express's `baseUrl + path`): the mount point itself
 * reads with a trailing slash (`/api/auth` → `/api/auth/`), anything below it as it is. Keys that were built from
 * a mounted middleware's view (the sign-in rate limit) stay the same when built from the whole path.
 */
export function mountedPath(path: string, prefixes: readonly string[]): string {
  return prefixes.includes(path) ? `${path}/` : path;
}
