import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { compressedAssets } from './compressed-assets.js';
import { fresh } from './fresh.js';
import type { WebAnswer } from './web-answer.js';
import { webFileType } from './web-file-types.js';

// Case-insensitive on purpose: /API/… is a server path spelled wrongly (404), not a page of the web app.
const SERVER_PATHS = /^\/(api|graphql|healthz|readyz|oidc)(\/|$)/i;

/** A request as the web app reads it; `path` is the pathname the HTTP framework's router matched on. */
export interface WebRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/** The web app's answer to a request, or null when the request is not the web app's (a server path, a POST). */
export type WebApp = (request: WebRequest) => WebAnswer | null;

interface WebFile {
  readonly headers: Readonly<Record<string, string>>;
  readonly content: Buffer;
}

/**
 * The built web app: its hashed assets compressed from memory, its other files from memory, and index.html for
 * every other GET, whose router decides (including its 404 page). The build is read once at start (about 11 MB),
 * so no request costs a file lookup, and only files that were in the build can ever be sent: there is no path
 * to resolve against the disk, hence no traversal. Server paths never enter it. Null when there is no build.
 *
 * The headers are those express.static gave (1 h cache for files, `no-cache` for pages, a weak ETag of size and
 * modification time, Last-Modified, 304 on a fresh conditional GET), without byte ranges.
 */
export function webApp(webDistDir: string): WebApp | null {
  if (!existsSync(join(webDistDir, 'index.html'))) return null;
  const files = new Map<string, WebFile>();
  for (const path of filesUnder(webDistDir)) {
    files.set(`/${relative(webDistDir, path).split(sep).join('/')}`, webFile(path, 'public, max-age=3600'));
  }
  const page = webFile(join(webDistDir, 'index.html'), 'no-cache');
  const compressed = compressedAssets(webDistDir);
  return ({ method, path, headers }) => {
    if ((method !== 'GET' && method !== 'HEAD') || SERVER_PATHS.test(path)) return null;
    const asset = compressed(path, headers['accept-encoding']);
    if (asset) return asset;
    return answer(files.get(decodedPath(path)) ?? page, headers);
  };
}

function answer(file: WebFile, request: IncomingHttpHeaders): WebAnswer {
  if (fresh(request, file.headers)) {
    const { 'content-type': _type, ...unchanged } = file.headers;
    return { status: 304, headers: unchanged, body: null };
  }
  return { status: 200, headers: file.headers, body: file.content };
}

function webFile(path: string, cacheControl: string): WebFile {
  const stat = statSync(path);
  return {
    headers: {
      'content-type': webFileType(extname(path)),
      'cache-control': cacheControl,
      'last-modified': stat.mtime.toUTCString(),
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    },
    content: readFileSync(path),
  };
}

/** Every file of the build, skipping dot-files and dot-folders as express.static did. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    });
}

/** `/images/a%20b.svg` names the file `a b.svg`; a path that does not decode names no file (the page answers). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}
