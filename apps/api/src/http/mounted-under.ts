/**
 * Whether Express's router, with case-sensitive routing (create-api-app.ts), runs a middleware mounted at one of
 * `prefixes` (`server.use(prefixes, …)`) for a request to `path` (its pathname, as the router reads it): the prefix
 * itself or anything below it, never `/apix` or `/API`. Lets one middleware do the work of several mounted ones
 * without one router layer (and its path match) each (issue 22).
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
