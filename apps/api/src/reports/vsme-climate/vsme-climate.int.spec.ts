import { type ReductionTargetView, type VsmeClimateView } from '@ghg/contracts';
import { vsmeDrillDown } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import ExcelJS from 'exceljs';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { enterMarchRows } from '../../../../../test/api/march-rows.js';
import { DEMO_INITIAL_ANSWERS } from '../../seed/demo-peers.js';
import { DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';

jest.setTimeout(120_000);

// Hand calculation from factor set 2024.1: DESNZ 2024 diesel per litre and per kWh (gross CV), KOBiZE PL grid.
const DIESEL_KG_PER_LITRE = 2.51279;
const DIESEL_KG_PER_KWH = 0.23902;
const PL_GRID_KG_PER_KWH = 0.743;
const DIESEL_MWH = (400 * DIESEL_KG_PER_LITRE) / DIESEL_KG_PER_KWH / 1000; // 4.2052 MWh
const SCOPE1_T = (400 * DIESEL_KG_PER_LITRE) / 1000;
const SCOPE2_T = (2000 * PL_GRID_KG_PER_KWH) / 1000;
const REVENUE_EUR = DEMO_INITIAL_ANSWERS.annualRevenueRange as number;

describe('VSME climate datapoints (issue 23)', () => {
  let api: ApiHarness;
  const path = (query: string) => `/api/organizations/${DEMO_ORGANIZATION_ID}/vsme-climate${query}`;

  beforeAll(async () => {
    api = await startApiHarness();
    const profile = await api.graphql(
      'mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { changed } }',
      { input: DEMO_INITIAL_ANSWERS },
    );
    expect(profile.body.errors).toBeUndefined();
    await enterMarchRows(api, { litres: 400, kwh: 2000 });
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  });
  afterAll(async () => {
    await api.close();
  });

  it('REST and GraphQL give the B3 energy, GHG and intensity figures of the hand calculation', async () => {
    const res = await api.request(path('?year=2025'));
    expect(res.status).toBe(200);
    const view = (await res.json()) as VsmeClimateView;
    expect(view.year).toBe(2025);
    expect(view.energy.byCarrier.fuel.totalMwh).toBeCloseTo(DIESEL_MWH, 9);
    expect(view.energy.byCarrier.electricity).toEqual({ totalMwh: 2, renewableMwh: 0, nonRenewableMwh: 2 });
    expect(view.energy.totalMwh).toBeCloseTo(DIESEL_MWH + 2, 9);
    expect(view.emissions.scope1Tonnes).toBeCloseTo(SCOPE1_T, 9);
    expect(view.emissions.scope2LocationTonnes).toBeCloseTo(SCOPE2_T, 9);
    expect(view.intensity?.locationTonnesPerEur).toBeCloseTo((SCOPE1_T + SCOPE2_T) / REVENUE_EUR, 15);
    const b330a = view.datapoints.find((d) => d.id === 'B3-30a');
    expect(b330a?.value).toBeCloseTo(SCOPE1_T, 9);
    // Both lines are activity data × a library factor, not verified: PCAF 2 on every tonne.
    expect(view.dataQuality.score).toBe(2);
    expect(view.dataQuality.origins.find((o) => o.origin === 'activity-data')?.share).toBeCloseTo(100, 9);

    const graph = await api.graphql('query($year: Int!) { vsmeClimate(year: $year) }', { year: 2025 });
    expect(graph.body.errors).toBeUndefined();
    const data = graph.body.data as { vsmeClimate: VsmeClimateView };
    expect(data.vsmeClimate.emissions).toEqual(view.emissions);
  });

  it.each([
    ['pl', 'vsme-klimat-2025.pdf', 'VSME – energia i emisje gazów cieplarnianych (B3)'],
    ['en', 'vsme-climate-2025.pdf', 'VSME – energy and greenhouse gas emissions (B3)'],
  ] as const)(
    'the PDF in %s: a download named by year, titled in its language',
    async (lang, file, title) => {
      const res = await api.request(path(`.pdf?year=2025&lang=${lang}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(`${title} – Demo Sp. z o.o.`);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect((await api.request(path('.pdf?year=2025&lang=de'))).status).toBe(400);
    },
  );

  it('a row approved in the verification workflow counts as verified: its tonnes score PCAF 1', async () => {
    const { rows } = await api.db.query<{ row_id: string }>(
      `select row_id from read.answer_rows where question_id = 'vehicles' and period = '2025-03'`,
    );
    const rowIds = rows.map((r) => r.row_id);
    const post = async (path: string) => {
      const res = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/row-verification/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rowIds }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { position: string }).position;
    };
    await post('submit');
    const approved = await post('approve');
    const { reached } = await waitForProjections(api.db, BigInt(approved), { timeoutMs: 30_000 });
    expect(reached).toBe(true);
    const view = (await (await api.request(path('?year=2025'))).json()) as VsmeClimateView;
    // Diesel (verified, score 1) and electricity (not verified, score 2), weighted by their tonnes.
    const expected = Math.round(((SCOPE1_T * 1 + SCOPE2_T * 2) / (SCOPE1_T + SCOPE2_T)) * 10) / 10;
    expect(view.dataQuality.score).toBe(expected);
    expect(view.dataQuality.verifiedShare).toBeCloseTo((SCOPE1_T / (SCOPE1_T + SCOPE2_T)) * 100, 6);
  });

  it('a year without lines is all zeros, never an error', async () => {
    const res = await api.request(path('?year=2019'));
    expect(res.status).toBe(200);
    const view = (await res.json()) as VsmeClimateView;
    expect(view.energy.totalMwh).toBe(0);
    expect(view.dataQuality.score).toBe(5);
  });

  it('C3: the reduction plan’s target in the answer, GraphQL and the PDF (none before one is set)', async () => {
    const before = (await (await api.request(path('?year=2025'))).json()) as VsmeClimateView;
    expect(before.targets).toBeNull();
    expect(before.datapoints.some((d) => d.id.startsWith('C3'))).toBe(false);
    const set = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/reduction-target`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baseYear: 2025, targetYear: 2030, scope12Percent: 40, scope3Percent: 20 }),
    });
    expect(set.status).toBe(200);
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
    const {
      rows: [record],
    } = await api.db.query<{ base_scope12_tonnes: number; base_scope3_tonnes: number }>(
      `select base_scope12_tonnes, base_scope3_tonnes from read.reduction_targets where organization_id = $1`,
      [DEMO_ORGANIZATION_ID],
    );
    const view = (await (await api.request(path('?year=2025'))).json()) as VsmeClimateView;
    expect(view.targets).toMatchObject({ baseYear: 2025, targetYear: 2030 });
    const [scope12, scope3] = view.targets!.groups;
    expect(scope12).toMatchObject({ group: 'scope-1-2', reductionPercent: 40 });
    expect(scope12!.baseYearTonnes).toBeCloseTo(record!.base_scope12_tonnes, 9);
    // The base year is 2025 itself: Scope 1 + 2 of the hand calculation, 60 % of it allowed in 2030.
    expect(scope12!.baseYearTonnes).toBeCloseTo(SCOPE1_T + SCOPE2_T, 9);
    expect(scope12!.targetYearTonnes).toBeCloseTo((SCOPE1_T + SCOPE2_T) * 0.6, 9);
    expect(scope3).toMatchObject({ group: 'scope-3', reductionPercent: 20 });
    expect(scope3!.targetYearTonnes).toBeCloseTo(record!.base_scope3_tonnes * 0.8, 9);
    const byId = new Map(view.datapoints.map((d) => [d.id, d]));
    expect(byId.get('C3-54b')?.value).toBe(2025);
    expect(byId.get('C3-54a')?.value).toBe(2030);
    expect(byId.get('C3-54a-scope12-reduction')).toMatchObject({ value: 40, unit: '%' });
    expect(byId.get('C3-54a-scope3-reduction')).toMatchObject({ value: 20, unit: '%' });

    const graph = await api.graphql('query($year: Int!) { vsmeClimate(year: $year) }', { year: 2025 });
    expect((graph.body.data as { vsmeClimate: VsmeClimateView }).vsmeClimate.targets).toEqual(view.targets);
    const pdf = await api.request(path('.pdf?year=2025&lang=en'));
    expect(pdf.status).toBe(200);
    expect(
      (await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount(),
    ).toBeGreaterThanOrEqual(1);
  });

  /** What a datapoint's data link answers: the emission lines it adds up from, or the reduction target. */
  const linked = async (data: URL) => {
    const res = await api.request(data.pathname + data.search);
    expect(res.status).toBe(200);
    return (await res.json()) as unknown;
  };
  const linesOf = (body: unknown) =>
    (Array.isArray(body) ? body : ((body as { lines?: unknown[] }).lines ?? [])) as { co2eKg: number }[];
  /** C3 figures from the reduction target the data link answers (base × (1 − reduction) for a target value). */
  const c3FigureOf = (id: string, body: ReductionTargetView) => {
    const target = body.target!;
    const group = id.includes('scope3') ? 'scope3' : 'scope12';
    const percent = group === 'scope3' ? target.scope3Percent! : target.scope12Percent;
    const base = target.baseYearTonnes[group];
    if (id === 'C3-54b') return target.baseYear;
    if (id === 'C3-54a') return target.targetYear;
    if (id.endsWith('-reduction')) return percent;
    return id.startsWith('C3-54b') ? base : base * (1 - percent / 100);
  };

  it('the EFRAG-template workbook: every datapoint row carries its figure and links to its own drill-down', async () => {
    const view = (await (await api.request(path('?year=2025'))).json()) as VsmeClimateView;
    // Run after the C3 test: the rows include the target's datapoints (the id list equals the answer's).
    expect(view.datapoints.filter((d) => d.id.startsWith('C3')).length).toBe(8);
    const res = await api.request(path('.xlsx?year=2025&lang=en'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="vsme-climate-2025.xlsx"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('VSME climate')!;
    expect(sheet.getCell('A5').value).toBe('Datapoint ID');
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 5) rows.set(String(row.getCell(1).value), row);
    });
    expect([...rows.keys()]).toEqual(view.datapoints.map((d) => d.id));
    for (const d of view.datapoints) {
      const row = rows.get(d.id)!;
      const value = row.getCell(4).value;
      if (d.value === null) expect(value).toBeNull();
      else expect(value).toBeCloseTo(d.value, 12);
      // Absolute addresses on the configured PUBLIC_URL (the harness listens elsewhere: compare paths).
      const [page, data] = [row.getCell(6).value, row.getCell(7).value].map(
        (cell) => new URL((cell as { hyperlink: string }).hyperlink),
      );
      const expected = vsmeDrillDown(d.id, DEMO_ORGANIZATION_ID, 2025, 'en');
      expect([page!.pathname, data!.pathname + data!.search]).toEqual([expected.page, expected.data]);
      if (d.value === null) continue;
      const body = await linked(data!);
      // Each figure's data link answers what the figure is made of.
      if (d.id.startsWith('C3'))
        expect(c3FigureOf(d.id, body as ReductionTargetView)).toBeCloseTo(d.value, 9);
      else if (d.unit === 't CO2e') {
        const sumT = linesOf(body).reduce((sum, l) => sum + l.co2eKg, 0) / 1000;
        expect([d.id, sumT]).toEqual([d.id, expect.closeTo(d.value, 6)]);
      } else if (d.value > 0) expect(linesOf(body).length).toBeGreaterThan(0);
    }
    expect((await api.request(path('.xlsx?year=2025&lang=de'))).status).toBe(400);
  });

  it.each(['en', 'pl'] as const)(
    'the PDF in %s: every figure is a link to the drill-down page of its workbook row',
    async (lang) => {
      const view = (await (await api.request(path('?year=2025'))).json()) as VsmeClimateView;
      const res = await api.request(path(`.pdf?year=2025&lang=${lang}`));
      expect(res.status).toBe(200);
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      const uris = pdf.getPages().flatMap((page) =>
        (page.node.Annots()?.asArray() ?? []).map((ref) => {
          const action = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
          return new URL(action.lookup(PDFName.of('URI'), PDFString).decodeText());
        }),
      );
      const withValue = view.datapoints.filter((d) => d.value !== null);
      expect(withValue.length).toBeGreaterThan(10);
      expect(uris.map((uri) => uri.pathname)).toEqual(
        withValue.map((d) => vsmeDrillDown(d.id, DEMO_ORGANIZATION_ID, 2025, lang).page),
      );
    },
  );

  it.each(['', '?year=25', '?year=abcd', '?year=2025&extra=1', '?year=2025&year=2026'])(
    'a malformed query %s answers 400 in the error shape',
    async (query) => {
      const res = await api.request(path(query));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string };
      expect(body.code).toBe('VALIDATION_ERROR');
    },
  );
});
