import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { WebAnswer } from './web-answer.js';
import { webFileType } from './web-file-types.js';

// Only text compresses well enough to be worth a second copy in memory.
const COMPRESSED_EXTENSIONS = new Set(['.js', '.css', '.json', '.svg']);

interface CompressedAsset {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

/** The compressed answer for a path, or null when the path is no such asset or the client takes neither encoding. */
export type CompressedAssets = (path: string, acceptEncoding: string | undefined) => WebAnswer | null;

/**
 * The web app's hashed assets (`/assets/*`), compressed once at start with brotli and gzip and served from
 * memory. Their names change with their content, so they are cached for a year. Without this the dashboard's
 * JavaScript travels uncompressed (about four times larger). Other files and clients take the plain file.
 */
export function compressedAssets(webDistDir: string): CompressedAssets {
  const assets = new Map<string, CompressedAsset>();
  const dir = join(webDistDir, 'assets');
  for (const name of readdirSync(dir)) {
    if (!COMPRESSED_EXTENSIONS.has(extname(name))) continue;
    const content = readFileSync(join(dir, name));
    assets.set(`/assets/${name}`, {
      type: webFileType(extname(name)),
      br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(content, { level: 9 }),
    });
  }
  return (path, acceptEncoding) => {
    const asset = assets.get(path);
    if (!asset) return null;
    const accepted = acceptEncoding ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return null;
    return {
      status: 200,
      headers: {
        'content-type': asset.type,
        'content-encoding': encoding,
        vary: 'Accept-Encoding',
        'cache-control': 'public, max-age=31536000, immutable',
      },
      body: asset[encoding],
    };
  };
}
