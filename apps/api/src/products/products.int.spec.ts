import type {
  AnswerCommandResultView,
  ProductCreatedView,
  ProductsQuestionsView,
  ReportProductDetailView,
  ReportProductView,
} from '@ghg/contracts';
import { DEMO_PACKAGING, productSectionStreamId, productStreamId } from '@ghg/domain';
import ExcelJS from 'exceljs';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { expectCatalogued } from '../../../../test/api/answers-client.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { seedDemoProduct } from '../seed/demo-product.js';

const ORG = `/api/organizations/${DEMO_ORGANIZATION_ID}`;
const OTHER_ORGANIZATION_ID = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8eff';
const DEMO = DEMO_PACKAGING.productId;
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('product footprint: products as streams, sections on the answers machinery, the three calls (issue 18)', () => {
  let api: ApiHarness;
  let lastPosition = '0';
  beforeAll(async () => {
    api = await startApiHarness();
    await seedDemoProduct(api.store, new Date('2026-10-15T00:00:00Z'));
    // On PostgreSQL the projector catches up in the background: the first read waits for the seed's last event.
    lastPosition = String(await api.store.headPosition());
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const get = async <T>(path: string): Promise<T> => {
    const res = await api.request(path, { headers: { 'x-wait-for-position': lastPosition } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const post = async <T extends { position: string }>(path: string, body: unknown, status = 200) => {
    const res = await api.request(path, json(body));
    const answer = (await res.json()) as T;
    expect({ status: res.status, answer }).toMatchObject({ status });
    if (res.status < 300) lastPosition = answer.position;
    return answer;
  };
  async function refused(call: () => Promise<Response>, expected: Record<string, unknown>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect({ status: res.status, ...((await res.json()) as object) }).toMatchObject(expected);
    expect(await api.store.headPosition()).toBe(head);
  }

  it('report-products: the demo packaging product with its total and scope summaries', async () => {
    const products = await get<ReportProductView[]>(`${ORG}/report-products`);
    const demo = products.find((p) => p.productId === DEMO)!;
    expect(demo).toMatchObject({ productName: 'Opakowanie kartonowe', status: 'completed', progress: 100 });
    // Hand sum of product-sections.unit.spec.ts: 259.5878 + 75.4275 + 5.2829 + 8.916 + 2.229 + 53.3696 kg.
    expect(demo.totalCo2e).toBeCloseTo(404.8128, 3);
    expect(demo.result.scope2.co2e).toBeCloseTo(63.155, 5);
    expect(demo.result.scope1.items).toEqual([
      expect.objectContaining({ questionCategory: 'production', questionSubCategory: 'equipment-fuel' }),
    ]);
    expect(demo.result.scope1.co2 + demo.result.scope1.ch4 + demo.result.scope1.n2o).toBeGreaterThan(0);
    const scopes = demo.result.scope1.co2e + demo.result.scope2.co2e + demo.result.scope3.co2e;
    expect(scopes).toBeCloseTo(demo.totalCo2e, 6);
  });

  it('report-product: the result per section, every line citing its factor source row', async () => {
    const detail = await get<ReportProductDetailView>(`${ORG}/report-product/${DEMO}`);
    expect(detail.result.map((s) => s.questionId)).toEqual([
      'raw-materials',
      'production',
      'transport-and-distribution',
      'processing',
      'use',
      'disposal',
    ]);
    const board = detail.result[0]!.lines[0]!;
    expect(board).toMatchObject({
      item: 'Tektura falista',
      questionSubCategory: 'raw-materials',
      scope: 'scope3',
      emission: {
        factor: {
          factorId: 'material.cardboard:tonnes:world',
          kgCo2ePerUnit: 1193.96586,
          unit: 'tonnes',
          source: 'desnz-2024',
          sourceRowId: '19_506_5156_15_1',
          licence: 'Open Government Licence v3.0',
        },
      },
    });
    expect(board.emission.co2eKg).toBeCloseTo(214.9138548, 6);
  });

  it('creates a product, answers a section with history, and the three calls show it', async () => {
    const created = await post<ProductCreatedView>(
      `${ORG}/products`,
      { name: 'Słoik 500 ml', declaredUnit: '1 szt' },
      201,
    );
    const { productId } = created;
    const section = `${ORG}/products/${productId}/answers/raw-materials/commands`;
    const yes = await post<AnswerCommandResultView>(section, {
      command: { type: 'AnswerInitialQuestion', answer: 'yes' },
      expectedRevision: -1,
    });
    const row = await post<AnswerCommandResultView>(section, {
      command: {
        type: 'AddRow',
        table: 'raw-materials',
        period: '2026-10',
        values: { name: 'Szkło', material: 'glass', mass: 250, unit: 'kg' },
      },
      expectedRevision: yes.revision,
    });
    expect(row.rowId).toEqual(expect.any(String));
    const questions = await get<ProductsQuestionsView>(`${ORG}/products-questions`);
    const item = questions.items.find((i) => i.productId === productId)!;
    // Spec §4: only completed sections count, so one section in progress leaves the product notstarted.
    expect(item).toMatchObject({ name: 'Słoik 500 ml', declaredUnit: '1 szt', status: 'notstarted' });
    expect(item.questions.map((q) => q.questionId)).toHaveLength(6);
    const raw = item.questions[0]!;
    expect(raw).toMatchObject({ revision: row.revision, status: 'inprogress', rows: [{ rowId: row.rowId }] });
    expect(raw.rows[0]!.emission?.factor.sourceRowId).toBeTruthy();
    // History: every edit is an event on the product's own section stream, catalogued like the organization's.
    const events = await api.store.readStream(
      productSectionStreamId(DEMO_ORGANIZATION_ID, productId, 'raw-materials'),
    );
    expect(events.map((e) => e.type)).toEqual(['InitialAnswerGiven', 'RowAdded']);
    events.forEach(expectCatalogued);
    const own = await api.store.readStream(productStreamId(DEMO_ORGANIZATION_ID, productId));
    expect(own.map((e) => e.type)).toEqual(['ProductCreated']);
    expectCatalogued(own[0]!);

    // A stale copy conflicts (409), as organization answers do; nothing is appended.
    await refused(
      () =>
        api.request(section, json({ command: { type: 'DeleteAllRows' }, expectedRevision: yes.revision })),
      {
        status: 409,
        code: 'WRONG_EXPECTED_REVISION',
      },
    );

    // Renamed and archived: it leaves the lists; its sections can no longer be changed (404).
    const renamed = await post<ProductCreatedView>(`${ORG}/products/${productId}/commands`, {
      command: { type: 'RenameProduct', name: 'Słoik duży' },
      expectedRevision: 0,
    });
    await post(`${ORG}/products/${productId}/commands`, {
      command: { type: 'ArchiveProduct' },
      expectedRevision: renamed.revision,
    });
    expect((await get<ReportProductView[]>(`${ORG}/report-products`)).map((p) => p.productId)).not.toContain(
      productId,
    );
    await refused(
      () =>
        api.request(section, json({ command: { type: 'DeleteAllRows' }, expectedRevision: row.revision })),
      {
        status: 404,
        code: 'PRODUCT_NOT_FOUND',
      },
    );
  });

  it('a blocked month refuses product rows as it refuses organization rows', async () => {
    api.actAs('provider-staff');
    const blocked = await api.graphql<{ blockPeriod: { changed: boolean } }>(
      `mutation($period: String!) { blockPeriod(period: $period) { changed } }`,
      { period: '2025-05' },
    );
    expect(blocked.body.data?.blockPeriod.changed).toBe(true);
    api.actAs('member');
    await refused(
      () =>
        api.request(
          `${ORG}/products/${DEMO}/answers/use/commands`,
          json({
            command: {
              type: 'AddRow',
              table: 'electricity',
              period: '2025-05',
              values: { consumption: 1, unit: 'kWh', country: 'PL' },
            },
            expectedRevision: 2,
          }),
        ),
      { status: 423, code: 'PERIOD_BLOCKED' },
    );
  });

  it('refuses bad input whole (400), a taken name, another organization (404) and the auditor (403)', async () => {
    await refused(
      () => api.request(`${ORG}/products`, json({ name: 'Opakowanie KARTONOWE', declaredUnit: '1 kg' })),
      {
        status: 400,
        fields: [{ path: 'name', code: 'product_name_in_use' }],
      },
    );
    await refused(() => api.request(`${ORG}/products`, json({ name: '', declaredUnit: '' })), {
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    await refused(() => api.request(`${ORG}/products`, json({ name: 'X', extra: 1 })), { status: 400 });
    await refused(
      () =>
        api.request(
          `${ORG}/products/${DEMO}/answers/scope-9/commands`,
          json({ command: { type: 'DeleteAllRows' }, expectedRevision: 0 }),
        ),
      {
        status: 404,
      },
    );
    // Another organization's product id, or this product under another organization's path: 404, nothing leaks.
    const other = `/api/organizations/${OTHER_ORGANIZATION_ID}`;
    expect((await api.request(`${other}/report-product/${DEMO}`)).status).toBe(404);
    expect((await api.request(`${other}/report-products`)).status).toBe(404);
    expect((await api.request(`${ORG}/report-product/0b6c3f9e-3d2f-4c8e-9a55-1f7c2b8e4d10`)).status).toBe(
      404,
    );
    expect((await api.request(`${ORG}/report-product/not-a-uuid`)).status).toBe(404);
    api.actAs('auditor');
    await refused(() => api.request(`${ORG}/products`, json({ name: 'Audyt', declaredUnit: '1 kg' })), {
      status: 403,
    });
    await refused(
      () =>
        api.request(
          `${ORG}/products/${DEMO}/commands`,
          json({ command: { type: 'ArchiveProduct' }, expectedRevision: 0 }),
        ),
      { status: 403 },
    );
    // The auditor reads.
    expect((await api.request(`${ORG}/products-questions`)).status).toBe(200);
  });

  it('the PDF one-pager: one page, both languages, a batch volume; another organization 404', async () => {
    for (const query of ['?lang=pl', '?lang=en&volume=250']) {
      const res = await api.request(`${ORG}/report-product/${DEMO}/pdf${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const { PDFDocument } = await import('pdf-lib');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
    expect((await api.request(`${ORG}/report-product/${DEMO}/pdf?volume=-1`)).status).toBe(400);
    const other = `/api/organizations/${OTHER_ORGANIZATION_ID}/report-product/${DEMO}/pdf`;
    expect((await api.request(other)).status).toBe(404);
  });

  it('the footprint as .xlsx: totals, sections with shares, every line citing its factor row; another organization 404', async () => {
    const detail = await get<ReportProductDetailView>(`${ORG}/report-product/${DEMO}`);
    const res = await api.request(`${ORG}/report-product/${DEMO}/xlsx?lang=en&volume=250`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="product-footprint.xlsx"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rowsOf = (name: string) =>
      book
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
    const product = new Map(rowsOf('Product').map((r) => [r[0], r[1]]));
    expect(product.get('Product name')).toBe(detail.productName);
    expect(product.get('kg CO2e per declared unit')).toBeCloseTo(detail.totalCo2e, 9);
    expect(product.get('kg CO2e of the batch')).toBeCloseTo(detail.totalCo2e * 250, 6);
    const sections = rowsOf('Sections');
    expect(sections[0]).toEqual(['Section', 'Status', 'kg CO2e', 'Share %', 'Lines']);
    expect(sections.slice(1, -1).map((r) => [r[0], r[2]])).toEqual(
      detail.result.map((s) => [s.label.en, s.co2e]),
    );
    expect(sections.at(-1)?.[0]).toBe('Total');
    const raw = detail.result.find((s) => s.questionId === 'raw-materials')!;
    const [header, ...lines] = rowsOf(raw.label.en);
    expect(lines).toHaveLength(raw.lines.length);
    const cited = lines.map((l) => [
      l[header!.indexOf('kg CO2e')],
      l[header!.indexOf('Source')],
      l[header!.indexOf('Source row')],
    ]);
    expect(cited).toEqual(
      raw.lines.map((l) => [l.emission.co2eKg, l.emission.factor.source, l.emission.factor.sourceRowId]),
    );
    expect(lines.every((l) => /^\d{2}-\d{4}$/.test(String(l[header!.indexOf('Month (MM-YYYY)')])))).toBe(
      true,
    );

    const pl = await api.request(`${ORG}/report-product/${DEMO}/xlsx`);
    const polish = new ExcelJS.Workbook();
    await polish.xlsx.load(await pl.arrayBuffer());
    expect(polish.worksheets.map((w) => w.name).slice(0, 2)).toEqual(['Produkt', 'Sekcje']);

    expect((await api.request(`${ORG}/report-product/${DEMO}/xlsx?volume=0`)).status).toBe(400);
    const other = `/api/organizations/${OTHER_ORGANIZATION_ID}/report-product/${DEMO}/xlsx`;
    expect((await api.request(other)).status).toBe(404);
    expect((await api.request(`${ORG}/report-product/no-such-product/xlsx`)).status).toBe(404);
    api.actAs('auditor');
    expect((await api.request(`${ORG}/report-product/${DEMO}/xlsx`)).status).toBe(200);
  });

  it('GraphQL: the same three reads and the commands', async () => {
    const read = await api.graphql<{
      reportProducts: { productName: string; totalCo2e: number }[];
      reportProduct: {
        result: {
          questionId: string;
          co2e: number;
          lines: { emission: { factor: { sourceRowId: string } } }[];
        }[];
      };
      productsQuestions: {
        items: { productId: string; questions: { questionId: string; rows: { rowId: string }[] }[] }[];
      };
    }>(
      `query($id: String!) {
        reportProducts { productName totalCo2e }
        reportProduct(productId: $id) { result { questionId co2e lines { emission { factor { sourceRowId } } } } }
        productsQuestions { items { productId questions { questionId rows { rowId } } } }
      }`,
      { id: DEMO },
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data?.reportProducts.map((p) => p.productName)).toContain('Opakowanie kartonowe');
    expect(read.body.data?.reportProduct.result[5]!.lines[1]!.emission.factor.sourceRowId).toBe(
      '20_506_5453_15_1',
    );
    const created = await api.graphql<{ createProduct: { productId: string } }>(
      `mutation { createProduct(name: "Kubek", declaredUnit: "1 szt") { productId revision } }`,
    );
    expect(created.body.data?.createProduct.productId).toEqual(expect.any(String));
  });
});
