import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sendWebAnswer } from './web-answer.js';
import { webApp } from './web-app.js';

describe('the built web app, served from memory', () => {
  const script = `export const big = ${JSON.stringify('GHG Ledger '.repeat(2000))};\n`;
  const page = '<!doctype html><title>web app</title>';
  let base = '';
  let server: Server;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ghg-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'docs'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets', 'entry-abc123.js'), script);
    writeFileSync(join(dist, 'docs', 'user guide.pdf'), '%PDF-1.7 guide');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    const web = webApp(dist)!;
    server = createServer((req, res) => {
      const answer = web({
        method: req.method!,
        path: new URL(req.url!, 'http://x').pathname,
        headers: req.headers,
      });
      if (answer) sendWebAnswer(res, answer);
      else res.writeHead(404).end('not the web app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  // fetch would decode the body itself; ask for the bytes as sent.
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('sends brotli when the browser accepts it, with the same content, much smaller, cached for a year', async () => {
    const res = await raw('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client without brotli, and the plain file, cached for an hour, to one with neither', async () => {
    const gzip = await raw('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await raw('/assets/entry-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers['etag']).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(plain.body.toString()).toBe(script);
  });

  it('serves other files by their decoded name with their type, and answers 304 to a fresh conditional GET', async () => {
    const pdf = await raw('/docs/user%20guide.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.toString()).toBe('%PDF-1.7 guide');
    const again = await raw('/docs/user%20guide.pdf', { 'if-none-match': String(pdf.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(pdf.headers['etag']);
    const since = await raw('/docs/user%20guide.pdf', {
      'if-modified-since': String(pdf.headers['last-modified']),
    });
    expect(since.status).toBe(304);
  });

  it('answers every other GET with the page, never cached without asking, and HEAD with its length only', async () => {
    for (const path of [
      '/',
      '/company/locations',
      '/en/reports',
      '/.env',
      '/assets/missing.js',
      '/%E0%A4%A',
      '/x/../.env',
    ]) {
      const res = await raw(path);
      expect({ path, status: res.status, body: res.body.toString() }).toEqual({
        path,
        status: 200,
        body: page,
      });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const head = await raw('/company/locations', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(head.body.length).toBe(0);
  });

  it('leaves server paths (in any case) and other methods to the server', async () => {
    for (const path of ['/api/users/me', '/API/x', '/graphql', '/healthz', '/readyz', '/oidc/auth']) {
      expect((await raw(path)).body.toString()).toBe('not the web app');
    }
    expect((await raw('/company/locations', {}, 'POST')).status).toBe(404);
  });

  it('is not there without a build', () => {
    expect(webApp(mkdtempSync(join(tmpdir(), 'ghg-no-dist-')))).toBeNull();
  });
});
