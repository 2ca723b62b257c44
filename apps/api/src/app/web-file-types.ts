/**
 * Content types of the files a web build holds, as `mime-types` 3 gives them (the library express.static used;
 * web-file-types.unit.spec.ts holds the two equal), without a runtime dependency on it.
 */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export const KNOWN_WEB_FILE_EXTENSIONS = Object.keys(TYPES);

/** The content type for a file of the web build, by its extension (with the dot, lower case). */
export function webFileType(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}
