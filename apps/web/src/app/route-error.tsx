import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorLayout } from './layouts/error-layout';
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunk } from '../lib/route-rules';

function lastChunkReload(): number | null {
  const stored = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  return stored === null ? null : Number(stored);
}

/** A stale page chunk (after a deploy) is fixed by one reload a minute at most; anything else is an error page. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && mayReloadForChunk(lastChunkReload(), Date.now())) {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return null;
  }
  console.error(error);
  const maintenance = isRouteErrorResponse(error) && error.status === 503;
  return <ErrorLayout variant={maintenance ? 'maintenance' : 'error'} />;
}
