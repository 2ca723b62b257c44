import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadError, fetchWithProgress, fileNameOf } from './download-file';

/** A real HTTP server: a PDF sent in two chunks with its length, and a refusal with the API's error body. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/report.pdf') {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': '8',
        'content-disposition': 'attachment; filename="raport-2025-01-2025-12.pdf"',
      });
      res.write('%PDF');
      setTimeout(() => res.end('-1.7'), 20);
    } else {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'MODULE_NOT_IN_PLAN' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('downloading a file', () => {
  it('reads the file name of content-disposition, or falls back', () => {
    expect(fileNameOf('attachment; filename="raport-2025-01-2025-12.pdf"', 'r.pdf')).toBe(
      'raport-2025-01-2025-12.pdf',
    );
    expect(fileNameOf(null, 'r.pdf')).toBe('r.pdf');
  });

  it('reports progress as the file arrives and gives the whole file with its name', async () => {
    const seen: (number | null)[] = [];
    const { blob, disposition } = await fetchWithProgress(`${base}/report.pdf`, (p) => seen.push(p));
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((p, i) => i === 0 || (p !== null && p >= seen[i - 1]!))).toBe(true);
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.7');
    expect(blob.type).toBe('application/pdf');
    expect(fileNameOf(disposition, 'r.pdf')).toBe('raport-2025-01-2025-12.pdf');
  });

  it("turns a refusal into the server's code, and a lost connection into NETWORK", async () => {
    await expect(fetchWithProgress(`${base}/refused.pdf`, () => undefined)).rejects.toEqual(
      new DownloadError(403, 'MODULE_NOT_IN_PLAN'),
    );
    await expect(fetchWithProgress('http://127.0.0.1:1/x.pdf', () => undefined)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
