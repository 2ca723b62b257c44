import type { ShortReportView } from '@ghg/contracts';
import { waitForProjections } from '@ghg/read-models';
import { PDFDocument } from 'pdf-lib';
import { answersClient } from '../../../../test/api/answers-client.js';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

// Factors of set 2024.1 (as reports.int.spec.ts): DESNZ 2024 diesel per litre, KOBiZE PL grid per kWh.
const DIESEL_KG_PER_LITRE = 2.51279;
const PL_GRID_KG_PER_KWH = 0.743;
const IT_KG = 300 * DIESEL_KG_PER_LITRE; // 753.837 kg
const FINANCE_KG = 100 * DIESEL_KG_PER_LITRE; // 251.279 kg
const UNASSIGNED_KG = 2000 * PL_GRID_KG_PER_KWH; // 1486 kg
const MARCH = { choice: 'custom', from: '2025-03', to: '2025-03' };
const SHORT = `query Short($period: ReportPeriodInput!) { shortReport(period: $period) }`;

describe('short report by location (locations as departments)', () => {
  let api: ApiHarness;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    api = await startApiHarness();
    for (const name of ['IT', 'Finanse', 'Ryzyko']) {
      const added = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/entities`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      expect(added.status).toBe(201);
      ids[name] = ((await added.json()) as { entityId: string }).entityId;
    }
    const client = answersClient(api);
    const fuel = (litres: number, locationId?: string) => ({
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: {
        itemType: 'passenger-car',
        fuelType: 'diesel',
        unit: 'litres',
        consumption: litres,
        ...(locationId ? { locationId } : {}),
      },
    });
    await client.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    await client.ok('vehicles', fuel(200, ids['IT']));
    await client.ok('vehicles', fuel(100, ids['IT']));
    await client.ok('vehicles', fuel(100, ids['Finanse']));
    await client.ok('electricity', { type: 'AnswerInitialQuestion', answer: 'yes' });
    await client.ok('electricity', {
      type: 'AddRow',
      table: 'electricity',
      period: '2025-03',
      values: { consumption: 2000, unit: 'kWh', country: 'PL' },
    });
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  });
  afterAll(async () => {
    await api.close();
  });

  it("sums each location's rows, lists a location without rows at zero, and the rest as 'no location'", async () => {
    const answer = await api.graphql<{ shortReport: ShortReportView }>(SHORT, { period: MARCH });
    expect(answer.body.errors).toBeUndefined();
    const report = answer.body.data!.shortReport;
    // Largest first, the bucket of rows that name no location last.
    expect(report.locations.map((l) => [l.locationId, l.name])).toEqual([
      [ids['IT'], 'IT'],
      [ids['Finanse'], 'Finanse'],
      [ids['Ryzyko'], 'Ryzyko'],
      [null, null],
    ]);
    const tonnesOf = (locationId: string | null) =>
      report.locations.find((l) => l.locationId === locationId)!.tonnes;
    expect(tonnesOf(ids['IT']!)).toBeCloseTo(IT_KG / 1000, 9);
    expect(tonnesOf(ids['Finanse']!)).toBeCloseTo(FINANCE_KG / 1000, 9);
    expect(tonnesOf(ids['Ryzyko']!)).toBe(0);
    expect(tonnesOf(null)).toBeCloseTo(UNASSIGNED_KG / 1000, 9);
    // The breakdown is the same footprint: its lines add up to the report's total and to 100 %.
    const sum = report.locations.reduce((total, l) => total + l.tonnes, 0);
    expect(sum).toBeCloseTo(report.totalTonnes, 9);
    expect(report.totalTonnes).toBeCloseTo((IT_KG + FINANCE_KG + UNASSIGNED_KG) / 1000, 9);
    expect(report.locations.reduce((total, l) => total + l.share, 0)).toBeCloseTo(100, 9);
  });

  it('the auditor reads the same breakdown, and the PDF with it downloads in Polish and English', async () => {
    api.actAs('auditor');
    const answer = await api.graphql<{ shortReport: ShortReportView }>(SHORT, { period: MARCH });
    expect(answer.body.data!.shortReport.locations).toHaveLength(4);
    for (const lang of ['pl', 'en']) {
      const res = await api.request(
        `/api/organizations/${DEMO_ORGANIZATION_ID}/short-report.pdf?period=custom&from=2025-03&to=2025-03&lang=${lang}`,
      );
      expect(res.status).toBe(200);
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
    api.actAs('administrator');
  });
});
