import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedAssets } from './compressed-assets.js';

describe('compressed web assets', () => {
  const script = `export const big = ${JSON.stringify('GHG Ledger '.repeat(2000))};\n`;
  let base = '';
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ghg-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'entry-abc123.js'), script);
    const app = express();
    app.use(compressedAssets(dist));
    app.use((_req, res) => res.status(404).send('fell through'));
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const raw = async (path: string, acceptEncoding: string) => {
    // fetch would decode the body itself; ask for the bytes as sent.
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
  };

  it('sends brotli when the browser accepts it, with the same content, much smaller, cached for a year', async () => {
    const res = await raw('/assets/entry-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client without brotli, and leaves other clients and files to the static server', async () => {
    const gzip = await raw('/assets/entry-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await raw('/assets/entry-abc123.js', 'identity');
    expect(plain.body.toString()).toBe('fell through');
    const other = await raw('/assets/missing.js', 'br');
    expect(other.body.toString()).toBe('fell through');
  });
});
