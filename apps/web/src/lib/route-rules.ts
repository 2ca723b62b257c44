import { localeOfPath, localizedPath, unlocalizedPath } from '../i18n/locale';

/** localStorage key of the report page the user was last on (kept only while inside /report). */
export const REPORT_PATH_KEY = 'reportPath';
/** sessionStorage key of the last reload done to recover from a stale page chunk. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Spec §2: any path containing 'data' goes to the home page, in the same language. */
export function dataPathRedirect(pathname: string): string | null {
  if (!unlocalizedPath(pathname).includes('data')) return null;
  return localizedPath('/', localeOfPath(pathname));
}

/** Spec §2: /report-success is the dashboard after a full report was ordered (spec §1: its text says 2 days). */
export function isReportSuccessPath(pathname: string): boolean {
  return unlocalizedPath(pathname) === '/report-success';
}

export function isReportPath(pathname: string): boolean {
  const bare = unlocalizedPath(pathname);
  return bare === '/report' || bare.startsWith('/report/');
}

/**
 * Spec §2: the remembered report page is restored when the user comes back to /report (a fresh load, a bookmark,
 * the browser's back button), in the language of the address. Null: stay (nothing remembered, not the bare /report,
 * or the remembered page is /report itself).
 */
export function reportPathToRestore(pathname: string, remembered: string | null): string | null {
  if (remembered === null || unlocalizedPath(pathname) !== '/report' || !isReportPath(remembered))
    return null;
  const bare = unlocalizedPath(remembered);
  if (bare === '/report') return null;
  return localizedPath(bare, localeOfPath(pathname));
}

/** Browsers word a failed dynamic import differently; Vite adds its own preload error. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** A stale chunk is fixed by one full reload, but never more often than once a minute (no reload loops). */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Spec §2 route rules: path fragments and the permission module each needs. */
export const GATED_ROUTE_FRAGMENTS: readonly { fragment: string; module: string }[] = [
  { fragment: 'reduction-plans', module: 'predefinedReductionStrategies' },
  { fragment: 'scope-3', module: 'scope3' },
];

/** Paths containing scope-3 or reduction-plans go home, in the same language, when the plan lacks the module. */
export function moduleRouteRedirect(pathname: string, hasModule: (module: string) => boolean): string | null {
  const bare = unlocalizedPath(pathname);
  const rule = GATED_ROUTE_FRAGMENTS.find((r) => bare.includes(r.fragment));
  if (!rule || hasModule(rule.module)) return null;
  return localizedPath('/', localeOfPath(pathname));
}
