import type { CommandResultView, DataSharingView, PortfolioView } from '@ghg/contracts';
import { dataSharingStreamId, portfolioSnapshotsStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import ExcelJS from 'exceljs';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { answersClient, expectCatalogued } from '../../../../test/api/answers-client.js';
import { enterMarchRows } from '../../../../test/api/march-rows.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

// Hand calculation from factor set 2024.1 (as vsme-climate.int.spec.ts): diesel per litre, PL grid per kWh.
const DIESEL_KG_PER_LITRE = 2.51279;
const PL_GRID_KG_PER_KWH = 0.743;
const WRITE = { 'x-ghg-csrf': '1' };
const SHARING = `/api/organizations/${DEMO_ORGANIZATION_ID}/data-sharing`;
const lockPath = (period: string) =>
  `/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}/blocked-periods/${period}`;

describe('partner portfolio: consent, locked snapshots with diffs, exports (issue 23 points 4–5)', () => {
  let api: ApiHarness;
  let position = '0';

  beforeAll(async () => {
    api = await startApiHarness();
    await enterMarchRows(api, { litres: 400, kwh: 2000 });
    expect(
      (await waitForProjections(api.db, await api.store.headPosition(), { timeoutMs: 30_000 })).reached,
    ).toBe(true);
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const portfolio = async (query = ''): Promise<PortfolioView> => {
    api.actAs('provider-staff');
    const res = await api.request(`/api/backoffice/portfolio${query}`, {
      headers: { 'x-wait-for-position': position },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PortfolioView;
  };
  const demoRows = (view: PortfolioView) =>
    view.rows.filter((r) => r.organizationId === DEMO_ORGANIZATION_ID);
  const send = async (path: string, method: string, status = 200) => {
    const res = await api.request(path, { method, headers: WRITE });
    expect(res.status).toBe(status);
    if (status === 200) position = ((await res.json()) as CommandResultView).position;
    return res;
  };
  async function refusedUnchanged(call: () => Promise<Response>, status: number) {
    const head = await api.store.headPosition();
    expect((await call()).status).toBe(status);
    expect(await api.store.headPosition()).toBe(head);
  }
  const snapshots = () => api.store.readStream(portfolioSnapshotsStreamId(DEMO_ORGANIZATION_ID));

  it('company people and the auditor get 403 on the portfolio and its exports; only the administrator consents', async () => {
    for (const role of ['administrator', 'member', 'auditor'] as const) {
      api.actAs(role);
      for (const path of ['', '.csv', '.xlsx']) {
        await refusedUnchanged(() => api.request(`/api/backoffice/portfolio${path}`), 403);
      }
      await refusedUnchanged(
        () =>
          api.request(`/api/backoffice/portfolio/${DEMO_ORGANIZATION_ID}/snapshots`, {
            method: 'POST',
            headers: WRITE,
          }),
        403,
      );
    }
    for (const role of ['member', 'auditor'] as const) {
      api.actAs(role);
      await refusedUnchanged(() => api.request(SHARING, { method: 'PUT', headers: WRITE }), 403);
      await refusedUnchanged(() => api.request(SHARING, { method: 'DELETE', headers: WRITE }), 403);
      const read = await api.request(SHARING);
      expect(read.status).toBe(200);
      expect((await read.json()) as DataSharingView).toEqual({ consented: false, changedAt: null });
    }
  });

  it('a client that has not consented never appears, even with a locked month (no snapshot is taken)', async () => {
    api.actAs('provider-staff');
    await send(lockPath('2025-03'), 'PUT');
    expect(await snapshots()).toEqual([]);
    expect(demoRows(await portfolio())).toEqual([]);
  });

  it('the administrator consents: an event in the audit trail and a snapshot of the locked year in the portfolio', async () => {
    await send(SHARING, 'PUT');
    const [consent] = await api.store.readStream(dataSharingStreamId(DEMO_ORGANIZATION_ID));
    expect(consent).toMatchObject({
      type: 'DataSharingConsented',
      data: { changes: [{ field: 'dataSharing', before: null, after: 'given' }] },
      metadata: { actorId: demoAccountOf('administrator').userId, organizationId: DEMO_ORGANIZATION_ID },
    });
    const taken = await snapshots();
    expect(taken.map((e) => [e.type, (e.data as { reason: string }).reason])).toEqual([
      ['PortfolioSnapshotTaken', 'consent-given'],
    ]);
    for (const event of [consent!, ...taken]) expectCatalogued(event);

    const view = await portfolio();
    const [row] = demoRows(view);
    expect(row).toMatchObject({
      organizationName: 'Demo Sp. z o.o.',
      year: 2025,
      snapshotNumber: 1,
      diff: [],
    });
    expect(row?.lockedPeriods).toContain('2025-03');
    expect(row?.figures?.scope1Tonnes).toBeCloseTo((400 * DIESEL_KG_PER_LITRE) / 1000, 3);
    expect(row?.figures?.scope2LocationTonnes).toBeCloseTo((2000 * PL_GRID_KG_PER_KWH) / 1000, 3);
    expect(row?.figures?.dataQualityScore).toBeGreaterThanOrEqual(1);
    expect(view.totals.find((t) => t.year === 2025)?.scope1Tonnes).toBeGreaterThanOrEqual(
      row!.figures!.scope1Tonnes,
    );

    const { rows } = await api.db.query<{ field: string; after: unknown }>(
      `select field, after from read.audit_log where stream_id = $1 and organization_id = $2`,
      [dataSharingStreamId(DEMO_ORGANIZATION_ID), DEMO_ORGANIZATION_ID],
    );
    expect(rows).toEqual([{ field: 'dataSharing', after: 'given' }]);
    api.actAs('administrator');
    expect(((await (await api.request(SHARING)).json()) as DataSharingView).consented).toBe(true);
  });

  it('an edit after the snapshot leaves the received figures unchanged; locking again shows snapshot 2 with its diff', async () => {
    const before = demoRows(await portfolio())[0]!;
    api.actAs('administrator');
    const client = answersClient(api);
    // The locked month refuses the edit outright (423): the snapshot's month cannot move.
    const refused = await client.send('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres', consumption: 1 },
    });
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('PERIOD_BLOCKED');
    const { result } = await client.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-04',
      values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres', consumption: 100 },
    });
    position = result.position;
    const after = demoRows(await portfolio())[0]!;
    expect(after).toEqual(before);

    api.actAs('provider-staff');
    await send(lockPath('2025-04'), 'PUT');
    const latest = demoRows(await portfolio())[0]!;
    expect(latest.snapshotNumber).toBe(2);
    expect(latest.lockedPeriods).toEqual(expect.arrayContaining(['2025-03', '2025-04']));
    const scope1 = latest.diff.find((d) => d.field === 'scope1Tonnes');
    expect(scope1?.before).toBe(before.figures!.scope1Tonnes);
    expect(scope1?.delta).toBeCloseTo((100 * DIESEL_KG_PER_LITRE) / 1000, 3);
  });

  it('recalculating unchanged figures records nothing', async () => {
    api.actAs('provider-staff');
    const head = await api.store.headPosition();
    const res = await api.request(`/api/backoffice/portfolio/${DEMO_ORGANIZATION_ID}/snapshots`, {
      method: 'POST',
      headers: WRITE,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CommandResultView).changed).toBe(false);
    expect(await api.store.headPosition()).toBe(head);
  });

  it.each([
    ['pl', ';', 'Firma;Rok;Migawka nr', 'portfel-'],
    ['en', ',', 'Company,Year,Snapshot no.', 'portfolio-'],
  ] as const)(
    'exports CSV and xlsx in %s with the company and the totals',
    async (lang, separator, header, file) => {
      api.actAs('provider-staff');
      const csv = await api.request(`/api/backoffice/portfolio.csv?lang=${lang}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${file}\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(csv.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await csv.arrayBuffer());
      expect(csv.headers.get('content-length')).toBe(String(bytes.length));
      // The BOM (EF BB BF) makes Excel read UTF-8; fetch's text() would drop it.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.startsWith(header)).toBe(true);
      const line = text.split('\r\n').find((l) => l.startsWith('Demo Sp. z o.o.'));
      expect(line?.split(separator)[1]).toBe('2025');
      expect(text).toContain(lang === 'pl' ? 'Razem 2025' : 'Total 2025');

      const xlsx = await api.request(`/api/backoffice/portfolio.xlsx?lang=${lang}`);
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(xlsx.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${file}\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
      );
      expect(xlsx.headers.get('cache-control')).toBe('no-store');
      // Streamed as the writer makes it: chunked, no length.
      expect(xlsx.headers.get('content-length')).toBeNull();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await xlsx.arrayBuffer());
      const sheet = book.getWorksheet(lang === 'pl' ? 'Portfel' : 'Portfolio')!;
      expect(sheet.getRow(1).getCell(1).value).toBe(lang === 'pl' ? 'Firma' : 'Company');
      const demo = sheet.getRow(2);
      expect(demo.getCell(1).value).toBe('Demo Sp. z o.o.');
      expect(typeof demo.getCell(5).value).toBe('number');
      expect((await api.request('/api/backoffice/portfolio.csv?lang=de')).status).toBe(400);
    },
  );

  it('a withdrawn consent removes the client from the portfolio at once', async () => {
    api.actAs('administrator');
    await send(SHARING, 'DELETE');
    const events = await api.store.readStream(dataSharingStreamId(DEMO_ORGANIZATION_ID));
    expect(events.at(-1)).toMatchObject({
      type: 'DataSharingWithdrawn',
      data: { changes: [{ field: 'dataSharing', before: 'given', after: 'withdrawn' }] },
    });
    expect(demoRows(await portfolio())).toEqual([]);
    expect(demoRows(await portfolio('?year=2025'))).toEqual([]);
    // Locking while withdrawn takes no snapshot.
    const count = (await snapshots()).length;
    await send(lockPath('2025-05'), 'PUT');
    expect((await snapshots()).length).toBe(count);
  });
});
