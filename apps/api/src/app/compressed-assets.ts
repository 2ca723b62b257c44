import type { RequestHandler } from 'express';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

interface CompressedAsset {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The web app's hashed assets (`/assets/*`), compressed once at start with brotli and gzip and served from
 * memory. Their names change with their content, so they are cached for a year. Without this the dashboard's
 * JavaScript travels uncompressed (about four times larger). Other files fall through to express.static.
 */
export function compressedAssets(webDistDir: string): RequestHandler {
  const assets = new Map<string, CompressedAsset>();
  const dir = join(webDistDir, 'assets');
  for (const name of readdirSync(dir)) {
    const type = TYPES[extname(name)];
    if (!type) continue;
    const content = readFileSync(join(dir, name));
    assets.set(`/assets/${name}`, {
      type,
      br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(content, { level: 9 }),
    });
  }
  return (req, res, next) => {
    const asset = req.method === 'GET' || req.method === 'HEAD' ? assets.get(req.path) : undefined;
    if (!asset) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return next();
    const body = asset[encoding];
    res.setHeader('content-type', asset.type);
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', String(body.length));
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  };
}
