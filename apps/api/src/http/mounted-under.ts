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
