import { fullReportRequestedDataSchema, type ReportRequestView, type ShortReportView } from '@ghg/contracts';
import { reportRequestsStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import { PDFDocument } from 'pdf-lib';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { enterMarchRows } from '../../../../test/api/march-rows.js';
import { DEMO_INITIAL_ANSWERS } from '../seed/demo-peers.js';
import {
  DEMO_ADMIN_ID,
  DEMO_ORGANIZATION_ID,
  FREEMIUM_DEMO_ADMIN,
  FREEMIUM_DEMO_ORGANIZATION_ID,
} from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

// Factors of set 2024.1 (as the charts-data test): DESNZ 2024 diesel per litre, KOBiZE PL grid per kWh.
const DIESEL_KG_PER_LITRE = 2.51279;
const PL_GRID_KG_PER_KWH = 0.743;
// The harness seeds no answers (and the demo history leaves March 2025 empty): the report holds only these rows.
const SCOPE1_KG = 400 * DIESEL_KG_PER_LITRE; // 1005.116 kg
const SCOPE2_KG = 2000 * PL_GRID_KG_PER_KWH; // 1486 kg
const TOTAL_T = (SCOPE1_KG + SCOPE2_KG) / 1000; // 2.491116 t
const MARCH = { choice: 'custom', from: '2025-03', to: '2025-03' };

const REQUEST = `mutation Request($period: ReportPeriodInput!, $language: String, $requestId: ID) {
  requestFullReport(period: $period, language: $language, requestId: $requestId) {
    position revision changed requestId period { choice from to }
  }
}`;
const SHORT = `query Short($period: ReportPeriodInput!) { shortReport(period: $period) }`;
const BACKOFFICE = `{ backofficeReportRequests {
  requestId organizationId organizationName period { choice from to } requestedBy requestedByName language requestedAt
} }`;

describe('report generation', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
    // The harness seeds no history; the demo's profile gives the report its employees and revenue.
    const profile = await api.graphql(
      'mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { changed } }',
      { input: DEMO_INITIAL_ANSWERS },
    );
    expect(profile.body.errors).toBeUndefined();
    await enterMarchRows(api, { litres: 400, kwh: 2000 });
    await caughtUp();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  async function caughtUp() {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  }
  const rest = async (path: string, init?: RequestInit) => {
    const res = await api.request(path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  };
  const post = (organizationId: string, body: unknown) =>
    rest(`/api/organizations/${organizationId}/report-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requests = async (organizationId = DEMO_ORGANIZATION_ID) =>
    api.store.readStream(reportRequestsStreamId(organizationId));
  const actAsFreemiumAdmin = () => {
    const actor = api.actAs('administrator');
    actor.userId = FREEMIUM_DEMO_ADMIN.userId;
    actor.organizationId = FREEMIUM_DEMO_ORGANIZATION_ID;
  };
  const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.['code'];

  it('records a full-report request with the person who asked, once per request id', async () => {
    const answer = await post(DEMO_ORGANIZATION_ID, {
      requestId: 'req-previous-year',
      period: { choice: 'previous-year' },
      language: 'pl',
    });
    const year = new Date().getFullYear() - 1;
    expect(answer).toMatchObject({
      status: 201,
      body: {
        changed: true,
        requestId: 'req-previous-year',
        period: { choice: 'previous-year', from: `${year}-01`, to: `${year}-12` },
      },
    });
    const [event] = await requests();
    expect(event).toMatchObject({
      type: 'FullReportRequested',
      data: {
        requestId: 'req-previous-year',
        organizationId: DEMO_ORGANIZATION_ID,
        requestedBy: DEMO_ADMIN_ID,
      },
      metadata: { actorId: DEMO_ADMIN_ID, organizationId: DEMO_ORGANIZATION_ID, source: { channel: 'rest' } },
    });
    expect(fullReportRequestedDataSchema.safeParse(event!.data).success).toBe(true);

    // The same click again (a retry): answered, nothing new recorded.
    const again = await post(DEMO_ORGANIZATION_ID, {
      requestId: 'req-previous-year',
      period: { choice: 'previous-year' },
    });
    expect(again).toMatchObject({ status: 201, body: { changed: false } });
    expect(await requests()).toHaveLength(1);

    const graphql = await api.graphql<{ requestFullReport: { changed: boolean; period: unknown } }>(REQUEST, {
      period: MARCH,
      language: 'en',
    });
    expect(graphql.body.data?.requestFullReport).toMatchObject({ changed: true, period: { ...MARCH } });
    expect((await requests()).at(-1)).toMatchObject({
      data: { language: 'en', period: MARCH },
      metadata: { source: { channel: 'graphql' } },
    });
  });

  it('refuses a bad period whole, naming every field, and appends nothing', async () => {
    const head = await api.store.headPosition();
    expect(await post(DEMO_ORGANIZATION_ID, { language: 'pl' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', fields: [{ path: 'period', code: 'period_required' }] },
    });
    expect(
      await post(DEMO_ORGANIZATION_ID, {
        period: { choice: 'custom', from: '2025-06', to: '2025-05' },
        language: 'de',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        fields: [
          { path: 'period.to', code: 'invalid_period_range' },
          { path: 'language', code: 'invalid_value' },
        ],
      },
    });
    const future = await api.graphql(REQUEST, {
      period: { choice: 'custom', from: '2025-01', to: '2999-12' },
    });
    expect(future.body.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'period.to', code: 'date_in_future' }],
    });
    const pdf = await rest(
      `/api/organizations/${DEMO_ORGANIZATION_ID}/short-report.pdf?period=custom&from=2025-13`,
    );
    expect(pdf).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    api.actAs('auditor');
    expect(await post(DEMO_ORGANIZATION_ID, { period: { choice: 'current-year' } })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await api.store.headPosition()).toBe(head);
  });

  it('refuses freemium (no reportGeneration) with 403 on every report operation', async () => {
    actAsFreemiumAdmin();
    const head = await api.store.headPosition();
    const org = FREEMIUM_DEMO_ORGANIZATION_ID;
    expect(await post(org, { period: { choice: 'current-year' } })).toMatchObject({
      status: 403,
      body: { code: 'MODULE_NOT_IN_PLAN' },
    });
    const pdf = await api.request(`/api/organizations/${org}/short-report.pdf?period=current-year`);
    expect(pdf.status).toBe(403);
    expect(code((await api.graphql(REQUEST, { period: { choice: 'current-year' } })).body)).toBe(
      'MODULE_NOT_IN_PLAN',
    );
    expect(code((await api.graphql(SHORT, { period: { choice: 'current-year' } })).body)).toBe(
      'MODULE_NOT_IN_PLAN',
    );
    expect(await api.store.headPosition()).toBe(head);
  });

  it("answers another organization's ids with 404 and records nothing for it", async () => {
    const head = await api.store.headPosition();
    const other = FREEMIUM_DEMO_ORGANIZATION_ID;
    const answer = await post(other, { period: { choice: 'current-year' }, language: 'pl' });
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const pdf = await rest(`/api/organizations/${other}/short-report.pdf?period=previous-year`);
    expect(pdf).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(JSON.stringify([answer, pdf])).not.toMatch(/Freemium|Filip/);
    expect(await requests(other)).toEqual([]);
    expect(await api.store.headPosition()).toBe(head);
  });

  it('lists the requests to provider staff in the back-office, and refuses a company administrator', async () => {
    await caughtUp();
    expect(await rest('/api/backoffice/report-requests')).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(code((await api.graphql(BACKOFFICE)).body)).toBe('FORBIDDEN');

    for (const role of ['provider-staff', 'provider-supervisor'] as const) {
      api.actAs(role);
      const listed = await rest('/api/backoffice/report-requests');
      expect(listed.status).toBe(200);
      const list = listed.body as unknown as ReportRequestView[];
      expect(list.map((r) => r.requestId)).toContain('req-previous-year');
      expect(list.find((r) => r.requestId === 'req-previous-year')).toMatchObject({
        organizationId: DEMO_ORGANIZATION_ID,
        organizationName: expect.stringMatching(/\S/),
        requestedBy: DEMO_ADMIN_ID,
        requestedByName: 'Anna Demo',
        requestedByEmail: 'admin@demo.ghg-ledger.local',
        language: 'pl',
      });
      const graphql = await api.graphql<{ backofficeReportRequests: ReportRequestView[] }>(BACKOFFICE);
      expect(graphql.body.data?.backofficeReportRequests[0]).toMatchObject({ period: MARCH, language: 'en' });
    }
  });

  it('makes the short report of March 2025 from the hand-entered rows: totals per scope, section and unit', async () => {
    const answer = await api.graphql<{ shortReport: ShortReportView }>(SHORT, { period: MARCH });
    const report = answer.body.data!.shortReport;
    expect(report.period).toEqual(MARCH);
    expect(report.totalTonnes).toBeCloseTo(TOTAL_T, 9);
    // The demo profile: 24 employees, 450 000 EUR of revenue.
    expect(report.perEmployeeTonnes).toBeCloseTo(TOTAL_T / 24, 9);
    expect(report.perThousandEurTonnes).toBeCloseTo((TOTAL_T * 1000) / 450_000, 9);
    const [scope1, scope2, scope3] = report.scopes;
    expect(scope1).toMatchObject({
      scope: 'scope1',
      sections: [{ section: 'vehicles', label: { pl: 'Pojazdy' } }],
    });
    expect(scope1!.tonnes).toBeCloseTo(1.005116, 9);
    expect(scope1!.share).toBeCloseTo((SCOPE1_KG / (SCOPE1_KG + SCOPE2_KG)) * 100, 9);
    expect(scope2!.sections.map((s) => s.section)).toEqual(['electricity']);
    expect(scope2!.tonnes).toBeCloseTo(1.486, 9);
    // Dual reporting: no certificate and no supplier factor, so market-based falls back to the grid factor.
    expect(report.scope2Tonnes.location).toBeCloseTo(1.486, 9);
    expect(report.scope2Tonnes.market).toBeCloseTo(1.486, 9);
    expect(scope3).toMatchObject({ tonnes: 0, sections: [] });
  });

  it('downloads the short report as a real PDF with its title, in Polish and English', async () => {
    for (const [lang, title] of [
      ['pl', 'Raport śladu węglowego'],
      ['en', 'Carbon footprint report'],
    ] as const) {
      const res = await api.request(
        `/api/organizations/${DEMO_ORGANIZATION_ID}/short-report.pdf?period=custom&from=2025-03&to=2025-03&lang=${lang}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename=".*-2025-03-2025-03\.pdf"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()!.startsWith(`${title} – `)).toBe(true);
    }
    const whole = await api.request(
      `/api/organizations/${DEMO_ORGANIZATION_ID}/short-report.pdf?period=from-beginning`,
    );
    expect(whole.status).toBe(200);
    expect(
      (await PDFDocument.load(new Uint8Array(await whole.arrayBuffer()))).getPageCount(),
    ).toBeGreaterThanOrEqual(1);
  });

  it('refuses "from the beginning" to a plan with results in a range only (Freemium+), as the dashboard does', async () => {
    api.actAs('provider-staff');
    const plan = await rest(`/api/backoffice/organizations/${FREEMIUM_DEMO_ORGANIZATION_ID}/plan`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planName: 'FreemiumPlus' }),
    });
    expect(plan.status).toBe(200);
    actAsFreemiumAdmin();
    const org = FREEMIUM_DEMO_ORGANIZATION_ID;
    const head = await api.store.headPosition();
    expect(await post(org, { period: { choice: 'from-beginning' } })).toMatchObject({
      status: 403,
      body: { code: 'MODULE_NOT_IN_PLAN' },
    });
    expect(
      (await api.request(`/api/organizations/${org}/short-report.pdf?period=from-beginning`)).status,
    ).toBe(403);
    expect(code((await api.graphql(SHORT, { period: { choice: 'from-beginning' } })).body)).toBe(
      'MODULE_NOT_IN_PLAN',
    );
    expect(await api.store.headPosition()).toBe(head);
    expect((await api.request(`/api/organizations/${org}/short-report.pdf?period=current-year`)).status).toBe(
      200,
    );
    expect(await post(org, { period: { choice: 'previous-year' }, language: 'en' })).toMatchObject({
      status: 201,
    });
  });
});
