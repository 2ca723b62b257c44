import type { EvidenceCommandResultView, EvidenceFileView } from '@ghg/contracts';
import { MAX_EVIDENCE_BYTES } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answersClient } from '../../../../test/api/answers-client.js';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

const ORG = `/api/organizations/${DEMO_ORGANIZATION_ID}`;
const EVIDENCE = `${ORG}/answers/vehicles/evidence`;
const INVOICE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PNG = (() => {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(800, 16);
  b.writeUInt32BE(600, 20);
  return b;
})();

const AUDIT = `query($filter: AnswerAuditFilterInput) { answerAuditLog(filter: $filter) { eventType rowId field before after } }`;

async function attachRaw(api: ApiHarness, query: string, body: Buffer, type = 'application/pdf') {
  return api.request(`${EVIDENCE}${query}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });
}

async function caughtUp(api: ApiHarness): Promise<void> {
  const { reached } = await waitForProjections(api.db, await api.store.headPosition(), { timeoutMs: 30_000 });
  expect(reached).toBe(true);
}

describe('evidence attachments (issue 23)', () => {
  let api: ApiHarness;
  let rowId: string;

  beforeAll(async () => {
    api = await startApiHarness();
    const client = answersClient(api);
    await client.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    const added = await client.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres', consumption: 40 },
    });
    rowId = added.result.rowId!;
  });
  afterAll(async () => {
    await api.close();
  });
  afterEach(() => {
    api.actAs('administrator');
  });

  it('uploads an invoice to a row: hashed, listed, downloadable as sent, and in the row history', async () => {
    const res = await attachRaw(api, `?rowId=${rowId}&fileName=faktura-paliwo-marzec.pdf`, INVOICE);
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as EvidenceCommandResultView;
    expect(file).toMatchObject({
      rowId,
      questionId: 'vehicles',
      period: '2025-03',
      fileName: 'faktura-paliwo-marzec.pdf',
      mediaType: 'application/pdf',
      sizeBytes: INVOICE.length,
      sha256: sha256(INVOICE),
    });
    await caughtUp(api);

    const listed = (await (await api.request(`${EVIDENCE}?rowId=${rowId}`)).json()) as EvidenceFileView[];
    expect(listed.map((f) => [f.evidenceId, f.sha256])).toEqual([[file!.evidenceId, sha256(INVOICE)]]);

    const download = await api.request(`${EVIDENCE}/${file!.evidenceId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="faktura-paliwo-marzec.pdf"; filename*=UTF-8''faktura-paliwo-marzec.pdf`,
    );
    expect(download.headers.get('content-length')).toBe(String(INVOICE.length));
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('x-content-sha256')).toBe(sha256(INVOICE));
    expect(Buffer.from(await download.arrayBuffer()).equals(INVOICE)).toBe(true);

    const history = await api.graphql<{
      answerAuditLog: { eventType: string; field: string; after: string }[];
    }>(AUDIT, { filter: { rowId } });
    expect(history.body.data?.answerAuditLog[0]).toMatchObject({
      eventType: 'EvidenceAttached',
      field: 'evidence',
      after: JSON.stringify('faktura-paliwo-marzec.pdf'),
    });
  });

  it('takes a multipart image for the whole section; the sheet keeps working at its new revision', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'odczyt-licznika.png');
    const res = await api.request(EVIDENCE, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as EvidenceCommandResultView;
    expect(file).toMatchObject({ rowId: null, mediaType: 'image/png', fileName: 'odczyt-licznika.png' });
    await caughtUp(api);
    const all = (await (await api.request(EVIDENCE)).json()) as EvidenceFileView[];
    expect(all.map((f) => f.fileName)).toEqual(['faktura-paliwo-marzec.pdf', 'odczyt-licznika.png']);
    // The sheet's revision moved with the evidence event, so the next edit at that revision is accepted.
    const sheet = await api.graphql<{ sectionSheet: { revision: number } }>(
      'query { sectionSheet(questionId: "vehicles") { revision } }',
    );
    const stream = await api.store.readStream(`answers-${DEMO_ORGANIZATION_ID}-vehicles`);
    expect(sheet.body.data?.sectionSheet.revision).toBe(stream.length - 1);
  });

  it('the auditor lists and downloads but cannot upload or remove (403), and nothing is appended', async () => {
    const [first] = (await (await api.request(`${EVIDENCE}?rowId=${rowId}`)).json()) as EvidenceFileView[];
    api.actAs('auditor');
    const head = await api.store.headPosition();
    expect((await attachRaw(api, `?rowId=${rowId}`, INVOICE)).status).toBe(403);
    expect((await api.request(`${EVIDENCE}/${first!.evidenceId}`, { method: 'DELETE' })).status).toBe(403);
    expect(await api.store.headPosition()).toBe(head);
    expect((await api.request(`${EVIDENCE}?rowId=${rowId}`)).status).toBe(200);
    const download = await api.request(`${EVIDENCE}/${first!.evidenceId}`);
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(first!.sha256);
  });

  it('another organization’s path answers 404, and a file id of another section or none is 404', async () => {
    const [first] = (await (await api.request(`${EVIDENCE}?rowId=${rowId}`)).json()) as EvidenceFileView[];
    const other = '/api/organizations/another-organization/answers/vehicles/evidence';
    expect((await api.request(other)).status).toBe(404);
    expect((await api.request(`${other}/${first!.evidenceId}`)).status).toBe(404);
    expect((await api.request(`${ORG}/answers/electricity/evidence/${first!.evidenceId}`)).status).toBe(404);
    expect((await api.request(`${EVIDENCE}/no-such-file`)).status).toBe(404);
  });

  it.each([
    [
      'oversized (413)',
      413,
      'EVIDENCE_TOO_LARGE',
      Buffer.concat([INVOICE, Buffer.alloc(MAX_EVIDENCE_BYTES)]),
    ],
    ['not a PDF or image (415)', 415, 'EVIDENCE_TYPE', Buffer.from('Faktura VAT 1/2025; suma 100 zł')],
    [
      'an encrypted PDF (422)',
      422,
      'EVIDENCE_ENCRYPTED',
      Buffer.from('%PDF-1.4\ntrailer << /Encrypt 3 0 R >>'),
    ],
    [
      'a PDF with a script (422)',
      422,
      'EVIDENCE_ACTIVE_CONTENT',
      Buffer.from('%PDF-1.4\n<< /S /JavaScript >>'),
    ],
  ])('refuses %s before anything is stored or appended', async (_name, status, code, body) => {
    const head = await api.store.headPosition();
    const chunksBefore = await api.db.query('select 1 from evidence.file_chunks');
    const res = await attachRaw(api, `?rowId=${rowId}`, body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { code: string }).code).toBe(code);
    expect(await api.store.headPosition()).toBe(head);
    expect((await api.db.query('select 1 from evidence.file_chunks')).rows).toHaveLength(
      chunksBefore.rows.length,
    );
  });

  it('refuses multipart/form-data without a boundary as EVIDENCE_TYPE (415), not a server error', async () => {
    const head = await api.store.headPosition();
    const res = await attachRaw(api, `?rowId=${rowId}`, INVOICE, 'multipart/form-data');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe('EVIDENCE_TYPE');
    expect(await api.store.headPosition()).toBe(head);
  });

  it('a row that is not there is 404, and its stored bytes are deleted again', async () => {
    const head = await api.store.headPosition();
    const chunksBefore = await api.db.query('select 1 from evidence.file_chunks');
    const res = await attachRaw(api, '?rowId=no-such-row', INVOICE);
    expect(res.status).toBe(404);
    expect(await api.store.headPosition()).toBe(head);
    expect((await api.db.query('select 1 from evidence.file_chunks')).rows).toHaveLength(
      chunksBefore.rows.length,
    );
  });

  it('removing takes the file off the list and the download; the history shows EvidenceRemoved', async () => {
    const [first] = (await (await api.request(`${EVIDENCE}?rowId=${rowId}`)).json()) as EvidenceFileView[];
    const res = await api.request(`${EVIDENCE}/${first!.evidenceId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    await caughtUp(api);
    expect(await (await api.request(`${EVIDENCE}?rowId=${rowId}`)).json()).toEqual([]);
    expect((await api.request(`${EVIDENCE}/${first!.evidenceId}`)).status).toBe(404);
    expect((await api.request(`${EVIDENCE}/${first!.evidenceId}`, { method: 'DELETE' })).status).toBe(404);
    const history = await api.graphql<{ answerAuditLog: { eventType: string; before: string }[] }>(AUDIT, {
      filter: { rowId },
    });
    expect(history.body.data?.answerAuditLog[0]).toMatchObject({
      eventType: 'EvidenceRemoved',
      before: JSON.stringify('faktura-paliwo-marzec.pdf'),
    });
  });
});

describe('evidence on disk (embedded mode)', () => {
  let api: ApiHarness;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghg-evidence-'));
    api = await startApiHarness({ config: { evidenceStorage: { kind: 'disk', dir } } });
    await answersClient(api).ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
  });
  afterAll(async () => {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the bytes under the data directory, by organization and file id, and serves them back', async () => {
    const res = await attachRaw(api, '?fileName=certyfikat.pdf', INVOICE);
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as EvidenceCommandResultView;
    expect(await readFile(join(dir, DEMO_ORGANIZATION_ID, file!.evidenceId))).toEqual(INVOICE);
    await caughtUp(api);
    const download = await api.request(`${EVIDENCE}/${file!.evidenceId}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(INVOICE)).toBe(true);
  });
});
