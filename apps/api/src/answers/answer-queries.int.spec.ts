import type {
  AnswerAuditEntryView,
  QuestionCatalogueView,
  ReportOverviewView,
  SectionSheetView,
} from '@ghg/contracts';
import ExcelJS from 'exceljs';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../seed/demo-accounts.js';
import { answersClient, BLOCK } from '../../../../test/api/answers-client.js';

const SHEET = `query Sheet($questionId: String!) {
  sectionSheet(questionId: $questionId) {
    questionId scope revision initialAnswer items fuels path greenEnergy status progress totalCo2eKg blockedPeriods
    customFactors { customId kind name kgCo2ePerUnit unit }
    rows { rowId table period values main fieldType order badge missing errorCode blocked
      emission { co2eKg locationBasedKg marketBasedKg method factorId factorSetVersion factorSource dataQuality } }
  }
}`;
const OVERVIEW = `{ reportOverview { blockedPeriods
  scopes { scope status progress sections { questionId status progress totalCo2eKg } } } }`;
const AUDIT = `query Audit($filter: AnswerAuditFilterInput) {
  answerAuditLog(filter: $filter) {
    id position occurredAt actorId actorName eventType questionId rowId period field before after
  }
}`;
const BLOCKED = `{ blockedPeriods { period blockedBy blockedByName blockedAt } }`;

const DIESEL_KG_PER_LITRE = 2.51279; // DESNZ 2024, factor fuel.diesel:litres:world

describe('answer queries: read models after read-your-writes', () => {
  let api: ApiHarness;
  let client: ReturnType<typeof answersClient>;
  let lastPosition = '0';
  beforeAll(async () => {
    api = await startApiHarness();
    client = answersClient(api);
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  async function ok(questionId: string, command: unknown) {
    const { result } = await client.ok(questionId, command);
    lastPosition = result.position;
    return result;
  }
  async function read<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const answer = await api.graphql<T>(query, variables, { 'x-wait-for-position': lastPosition });
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data!;
  }
  const sheetOf = async (questionId: string) =>
    (await read<{ sectionSheet: SectionSheetView }>(SHEET, { questionId })).sectionSheet;

  it('serves the question catalogue over REST and GraphQL: scopes 1-3, canonical keys only', async () => {
    const res = await api.request('/api/questions');
    expect(res.status).toBe(200);
    const catalogue = (await res.json()) as QuestionCatalogueView;
    const keys = catalogue.sections.map((s) => s.key);
    expect(keys.slice(0, 5)).toEqual(['vehicles', 'equipment', 'cooling', 'heat', 'electricity']);
    expect(keys).not.toContain('purchased-goods-and-services');
    expect(keys).not.toContain('raw-materials');
    expect(new Set(catalogue.sections.map((s) => s.scope))).toEqual(
      new Set(['scope-1', 'scope-2', 'scope-3']),
    );
    const vehicles = catalogue.sections[0]!;
    expect(vehicles.tables[0]!.columns.map((c) => c.key)).toEqual([
      'itemType',
      'fuelType',
      'consumption',
      'unit',
      'cvBasis',
    ]);
    expect(catalogue.optionLists['fuels']).toEqual(
      expect.arrayContaining([{ key: 'diesel', label: expect.objectContaining({ en: expect.any(String) }) }]),
    );
    const graph = await read<{ questionCatalogue: QuestionCatalogueView }>('{ questionCatalogue }');
    expect(graph.questionCatalogue).toEqual(catalogue);
  });

  it('reads a sheet never saved as empty with revision -1, and 404 for unknown or alias ids', async () => {
    expect(await sheetOf('heat')).toMatchObject({
      questionId: 'heat',
      scope: 'scope-2',
      revision: -1,
      initialAnswer: null,
      rows: [],
      status: 'notstarted',
      progress: 0,
    });
    for (const questionId of ['nowhere', 'upstream']) {
      const answer = await api.graphql(SHEET, { questionId });
      expect(answer.status).toBe(404);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('shows a diesel row with its emission and the section moving to completed', async () => {
    api.actAs('member');
    await ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    expect(await sheetOf('vehicles')).toMatchObject({ status: 'inprogress', revision: 0 });
    await ok('vehicles', { type: 'ChooseItems', items: ['passenger-car'] });
    await ok('vehicles', { type: 'ChooseFuels', fuels: ['diesel'] });
    await ok('vehicles', { type: 'ChoosePath', path: 'detailed' });
    const added = await ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: 100, unit: 'litres' },
    });
    const sheet = await sheetOf('vehicles');
    expect(sheet).toMatchObject({ revision: added.revision, status: 'completed', progress: 100 });
    expect(sheet.rows).toHaveLength(1);
    const row = sheet.rows[0]!;
    expect(row).toMatchObject({ rowId: added.rowId, period: '2025-03', badge: 'completed', blocked: false });
    expect(row.emission!.co2eKg).toBeCloseTo(100 * DIESEL_KG_PER_LITRE, 3);
    expect(row.emission).toMatchObject({ factorId: 'fuel.diesel:litres:world', locationBasedKg: null });
    expect(sheet.totalCo2eKg).toBeCloseTo(100 * DIESEL_KG_PER_LITRE, 3);
  });

  it('gives the overview per scope: sections in catalogue order, untouched ones notstarted', async () => {
    await ok('heat', { type: 'AnswerInitialQuestion', answer: 'no' });
    await ok('electricity', { type: 'AnswerInitialQuestion', answer: 'yes' });
    const { reportOverview } = await read<{ reportOverview: ReportOverviewView }>(OVERVIEW);
    expect(reportOverview.scopes.map((s) => s.scope)).toEqual(['scope-1', 'scope-2', 'scope-3']);
    const [scope1, scope2, scope3] = reportOverview.scopes;
    expect(scope1!.sections.map((s) => [s.questionId, s.status])).toEqual([
      ['vehicles', 'completed'],
      ['equipment', 'notstarted'],
      ['cooling', 'notstarted'],
    ]);
    expect(scope1!.status).toBe('inprogress');
    expect(scope1!.progress).toBeCloseTo(100 / 3, 5);
    expect(scope2!.sections.map((s) => [s.questionId, s.status])).toEqual([
      ['heat', 'completed'],
      ['electricity', 'inprogress'],
    ]);
    expect(scope2).toMatchObject({ status: 'inprogress', progress: 50 });
    expect(scope3).toMatchObject({ status: 'notstarted', progress: 0 });
    expect(scope3!.sections.every((s) => s.status === 'notstarted')).toBe(true);
    expect(scope3!.sections.map((s) => s.questionId)).not.toContain('upstream');
  });

  it('marks rows of a blocked month and lists the month with who blocked it', async () => {
    api.actAs('provider-staff');
    const blocked = await api.graphql<{ blockPeriod: { position: string } }>(BLOCK, { period: '2025-03' });
    lastPosition = blocked.body.data!.blockPeriod.position;
    api.actAs('administrator');
    const sheet = await sheetOf('vehicles');
    expect(sheet.blockedPeriods).toEqual(['2025-03']);
    expect(sheet.rows[0]!.blocked).toBe(true);
    const { blockedPeriods } = await read<{ blockedPeriods: unknown[] }>(BLOCKED);
    const staff = demoAccountOf('provider-staff');
    expect(blockedPeriods).toEqual([
      {
        period: '2025-03',
        blockedBy: staff.userId,
        blockedByName: `${staff.firstName} ${staff.lastName}`,
        blockedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const { reportOverview } = await read<{ reportOverview: ReportOverviewView }>(OVERVIEW);
    expect(reportOverview.blockedPeriods).toEqual(['2025-03']);
  });

  it('filters the answers audit trail by user, section, row, month and event type', async () => {
    const installation = await ok('electricity', {
      type: 'AddRow',
      table: 'renewable-installations',
      period: '2025-04',
      values: { name: 'Roof, "PV"\nnorth', kWh: 900 },
    });
    const audit = async (filter: Record<string, unknown>) =>
      (await read<{ answerAuditLog: AnswerAuditEntryView[] }>(AUDIT, { filter })).answerAuditLog;

    const all = await audit({});
    // Answers, and the months blocked or unblocked (issue 16: shown in the organization's audit log); nothing else
    // of the organization stream (its profile, plan, locations).
    const organizationEvents = all.filter((e) => e.questionId === null);
    expect(organizationEvents.map((e) => [e.eventType, e.period])).toEqual([['PeriodBlocked', '2025-03']]);
    expect(Number(all[0]!.position)).toBeGreaterThanOrEqual(Number(all.at(-1)!.position));

    const member = demoAccountOf('member');
    const byMember = await audit({ actorId: member.userId });
    expect(byMember.length).toBeGreaterThan(0);
    expect(byMember.every((e) => e.actorName === `${member.firstName} ${member.lastName}`)).toBe(true);
    expect((await audit({ questionId: 'heat' })).map((e) => [e.eventType, e.field, e.after])).toEqual([
      ['InitialAnswerGiven', 'initialAnswer', '"no"'],
    ]);
    const ofRow = await audit({ rowId: installation.rowId });
    expect(ofRow.map((e) => e.field).sort()).toEqual(['kWh', 'name', 'period']);
    expect(ofRow.find((e) => e.field === 'name')).toMatchObject({
      before: null,
      after: JSON.stringify('Roof, "PV"\nnorth'),
      period: '2025-04',
      eventType: 'RowAdded',
    });
    expect((await audit({ period: '2025-03' })).every((e) => e.period === '2025-03')).toBe(true);
    expect((await audit({ eventType: 'PathChosen' })).map((e) => e.questionId)).toEqual(['vehicles']);
    expect(await audit({ limit: 2 })).toHaveLength(2);

    const tooMany = await api.graphql(AUDIT, { filter: { limit: 5000 } });
    expect(tooMany.status).toBe(400);
  });

  it('exports the filtered trail for Excel: UTF-8 CSV with BOM, ";" and Polish words by default', async () => {
    const base = `/api/organizations/${DEMO_ORGANIZATION_ID}/answer-audit.csv`;
    const res = await api.request(`${base}?questionId=electricity&eventType=RowAdded`, {
      headers: { 'x-wait-for-position': lastPosition },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="historia-zmian.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    const [header, ...records] = parseCsv(text, ';');
    expect(header).toEqual([
      'Kiedy (UTC)',
      'Użytkownik',
      'Zdarzenie',
      'Sekcja',
      'Miesiąc',
      'Pole',
      'Przed',
      'Po',
      'Identyfikator wiersza',
    ]);
    expect(records.every((r) => r[2] === 'Dodano wiersz' && r[3] === 'Energia elektryczna')).toBe(true);
    const name = records.find((r) => r[5] === 'Nazwa')!;
    expect(name).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      'Anna Demo',
      'Dodano wiersz',
      'Energia elektryczna',
      '04-2025',
      'Nazwa',
      '—',
      'Roof, "PV"\nnorth',
      expect.any(String),
    ]);
    // A number keeps its value, with the Polish decimal comma; no JSON quotes anywhere.
    expect(records.find((r) => r[5] === 'Produkcja lub zużycie (kWh)')?.[7]).toBe('900');
    expect(records.flat().some((cell) => cell.startsWith('"'))).toBe(false);

    const en = await api.request(`${base}?questionId=electricity&eventType=RowAdded&lang=en`);
    const [enHeader, ...enRecords] = parseCsv((await en.text()).replace(/^\uFEFF/, ''), ',');
    expect(enHeader![0]).toBe('When (UTC)');
    expect(enRecords.every((r) => r[2] === 'Row added' && r[3] === 'Electricity')).toBe(true);

    const xlsx = await api.request(
      `/api/organizations/${DEMO_ORGANIZATION_ID}/answer-audit.xlsx?questionId=electricity&eventType=RowAdded`,
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="historia-zmian.xlsx"');
    expect(xlsx.headers.get('cache-control')).toBe('no-store');
    const xlsxBytes = await xlsx.arrayBuffer();
    expect(xlsx.headers.get('content-length')).toBe(String(xlsxBytes.byteLength));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Historia zmian');
    expect(sheet.getRow(1).getCell(1).value).toBe('Kiedy (UTC)');
    expect(sheet.rowCount).toBe(records.length + 1);
    const cells = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(cells(2)).toEqual(records[0]);

    const other = await api.request(
      `/api/organizations/00000000-0000-4000-8000-000000000bad/answer-audit.csv`,
    );
    expect(other.status).toBe(404);
    const bad = await api.request(`${base}?period=March`);
    expect(bad.status).toBe(400);
  });
});

/** RFC 4180, independent of the exporter: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += ch;
    } else if (ch === separator) {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else {
      cell += ch;
    }
  }
  return records;
}
