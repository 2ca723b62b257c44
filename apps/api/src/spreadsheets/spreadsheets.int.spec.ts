import * as XLSX from '@e965/xlsx';
import { answersStreamId } from '@ghg/domain';
import ExcelJS from 'exceljs';
import { readdir } from 'node:fs/promises';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { UPLOAD_DIR } from './sheet-import/receive-upload.js';
import { answersClient } from '../../../../test/api/answers-client.js';
import { HOSTILE } from '../../../../test/api/hostile-files.js';
import { sheetClient } from '../../../../test/api/sheet-client.js';

const SHEET = `query Sheet($questionId: String!) { sectionSheet(questionId: $questionId) { rows { rowId period emission { co2eKg factorSource } } } }`;
type SheetRows = {
  sectionSheet: { rows: { rowId: string; period: string; emission: { co2eKg: number } | null }[] };
};
const EQUIPMENT = 'Stationary equipment - Fuel use';

async function workbookOf(data: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}

describe('spreadsheets: export, import, history, revert', () => {
  let api: ApiHarness;
  let sheets: ReturnType<typeof sheetClient>;
  beforeAll(async () => {
    api = await startApiHarness();
    sheets = sheetClient(api);
  }, 60_000);
  afterEach(() => api.actAs('administrator'));
  afterAll(async () => {
    await api.close();
  });

  const rowsOf = async (questionId: string, position?: string) =>
    (await api.graphql<SheetRows>(SHEET, { questionId }, position ? { 'x-wait-for-position': position } : {}))
      .body.data!.sectionSheet.rows;

  it('exports a section as .xlsx: English headers, months MM-YYYY, kg CO2e, factor source, drop-downs', async () => {
    const { result } = await answersClient(api).ok('equipment', {
      type: 'AddRow',
      rowId: 'export-row',
      table: 'equipment-fuel',
      period: '2025-04',
      values: { itemType: 'boiler', fuelType: 'natural-gas', consumption: 500, unit: 'm3' },
    });
    const file = await sheets.download('export', 'format=xlsx&lang=en&questionId=equipment', result.position);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="equipment-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    // Streamed as the rows are read: chunked, no length.
    expect(file.headers.get('content-length')).toBeNull();
    const book = await workbookOf(file.data);
    const sheet = book.getWorksheet(EQUIPMENT)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining([
        'Month (MM-YYYY)',
        'Item type *',
        'kg CO2e (calculated)',
        'Factor source',
        'Row ID',
      ]),
    );
    const first = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(first[0]).toBe('04-2025');
    expect(first[header.indexOf('Row ID')]).toBe('export-row');
    expect(first[1]).toBe('Boiler');
    expect(typeof first[header.indexOf('kg CO2e (calculated)')]).toBe('number');
    expect(book.getWorksheet('_ghg')?.state).toBe('hidden');
    const validations = (sheet as unknown as { dataValidations: { model: Record<string, { type: string }> } })
      .dataValidations.model;
    expect(Object.values(validations).some((v) => v.type === 'list')).toBe(true);
  });

  it('round trip: the exported workbook edited with the library imports its new rows with emissions, history, and reverts', async () => {
    const before = await rowsOf('equipment');
    const book = await workbookOf(
      (await sheets.download('export', 'format=xlsx&lang=en&questionId=equipment')).data,
    );
    const sheet = book.getWorksheet(EQUIPMENT)!;
    sheet.addRow(['01-2025', 'Boiler', 'Natural gas', 1200, 'm3']);
    sheet.addRow(['02-2025', 'Kocioł', 'natural-gas', '1 100,5', 'm3']);
    const edited = Buffer.from(await book.xlsx.writeBuffer());

    const status = await sheets.importFile(edited, 'equipment-2025.xlsx');
    expect(status).toMatchObject({ phase: 'imported', rows: 2, existingRows: before.length, errorCount: 0 });
    const events = await api.store.readStream(answersStreamId(DEMO_ORGANIZATION_ID, 'equipment'));
    expect(events.at(-1)).toMatchObject({
      type: 'RowsImported',
      data: { importId: status.importId, fileName: 'equipment-2025.xlsx' },
    });

    const after = await rowsOf('equipment', status.position!);
    const imported = after.filter((r) => r.rowId.startsWith(`imp-${status.importId}`));
    expect(imported.map((r) => r.period)).toEqual(['2025-01', '2025-02']);
    expect(imported.every((r) => (r.emission?.co2eKg ?? 0) > 0)).toBe(true);

    const [entry] = await sheets.history(status.position!);
    expect(entry).toMatchObject({
      fileName: 'equipment-2025.xlsx',
      result: 'imported',
      rows: 2,
      sections: ['equipment'],
    });
    expect(entry!.sizeKb).toBeGreaterThan(0);

    const reverted = await sheets.revert(status.importId);
    expect(reverted).toMatchObject({ status: 200, body: { rows: 2 } });
    expect((await rowsOf('equipment', reverted.body.position)).map((r) => r.rowId)).toEqual(
      before.map((r) => r.rowId),
    );
    expect((await sheets.history(reverted.body.position))[0]).toMatchObject({
      importId: status.importId,
      result: 'reverted',
    });
    expect((await sheets.revert(status.importId)).status).toBe(400);
  });

  it('.xls: exports BIFF8 (rows read page by page, no SheetJS) and imports it back', async () => {
    const file = await sheets.download('export', 'format=xls&lang=pl&questionId=vehicles');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.ms-excel');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vehicles-\d{4}-\d{2}-\d{2}\.xls"$/,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-length')).toBeNull();
    expect(file.data.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const book = XLSX.read(file.data, { type: 'buffer' });
    const name = book.SheetNames.find((n) => n.startsWith('Pojazdy - Zużycie'))!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 });
    rows.push(
      ['03-2025', 'Samochód osobowy', 'petrol', 55.5, 'litres'],
      ['=1+1', 'Samochód osobowy', 'petrol', 1, 'litres'],
    );
    book.Sheets[name] = XLSX.utils.aoa_to_sheet(rows);
    const refused = await sheets.importFile(
      Buffer.from(XLSX.write(book, { bookType: 'biff8', type: 'buffer' })),
      'pojazdy.xls',
    );
    expect(refused).toMatchObject({ phase: 'refused', errorCount: 1 });
    expect(refused.errors[0]).toMatchObject({ row: 3, column: 'A', value: '=1+1', code: 'invalid_format' });
    rows.pop();
    book.Sheets[name] = XLSX.utils.aoa_to_sheet(rows);
    const status = await sheets.importFile(
      Buffer.from(XLSX.write(book, { bookType: 'biff8', type: 'buffer' })),
      'pojazdy.xls',
    );
    expect(status).toMatchObject({ phase: 'imported', rows: 1, format: 'xls' });
    // The upload and its row spool are removed once the import ends (just after its status is saved).
    const leftOf = async (importId: string) => {
      for (let i = 0; i < 50; i += 1) {
        const left = (await readdir(UPLOAD_DIR).catch(() => [])).filter((f) => f.startsWith(importId));
        if (left.length === 0) return left;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (await readdir(UPLOAD_DIR)).filter((f) => f.startsWith(importId));
    };
    expect(await leftOf(refused.importId)).toEqual([]);
    expect(await leftOf(status.importId)).toEqual([]);
  });

  it('a broken file shows every bad cell (sheet, row, column, value, hint) and appends no answer event', async () => {
    const template = await sheets.download('template', 'format=xlsx&lang=en&questionId=vehicles');
    expect(template.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(template.headers.get('content-disposition')).toBe('attachment; filename="vehicles-template.xlsx"');
    expect(template.headers.get('cache-control')).toBe('no-store');
    const book = await workbookOf(template.data);
    expect(book.getWorksheet('Instructions')).toBeDefined();
    const sheet = book.getWorksheet('Vehicles - Fuel use')!;
    sheet.addRow(['2025-13', 'Passenger car', 'petrol', 10, 'litres']);
    sheet.addRow(['12-2099', 'Passenger car', 'petrol', 10, 'litres']);
    sheet.addRow(['03-2025', 'Passenger car', 'Moonshine', null, 'litres']);
    const head = await api.store.headPosition();
    const status = await sheets.importFile(Buffer.from(await book.xlsx.writeBuffer()), 'broken.xlsx');
    expect(status.phase).toBe('refused');
    expect(status.errors.map((e) => [e.sheet, e.row, e.column, e.value, e.code, e.list])).toEqual([
      ['Vehicles - Fuel use', 3, 'A', '2025-13', 'invalid_format', null],
      ['Vehicles - Fuel use', 4, 'A', '12-2099', 'date_in_future', null],
      ['Vehicles - Fuel use', 5, 'C', 'Moonshine', 'unknown_option', 'fuels'],
      ['Vehicles - Fuel use', 5, 'D', null, 'required', null],
    ]);
    const appended = await api.store.readAll(head, 100);
    expect(appended.map((e) => e.type)).toEqual(['SheetImportRecorded']);
  });

  it.each([
    ['a CSV named .xlsx', () => HOSTILE.notAWorkbook(), 'data.xlsx', 415, 'FILE_TYPE'],
    ['a workbook named .csv', () => HOSTILE.macros(), 'data.csv', 415, 'FILE_TYPE'],
    ['a zip without a workbook', () => HOSTILE.zipWithoutWorkbook(), 'data.xlsx', 415, 'FILE_TYPE'],
    ['a zip bomb', () => HOSTILE.zipBomb(), 'bomb.xlsx', 422, 'FILE_ZIP_BOMB'],
    ['a sheet declaring 10^9 cells', () => HOSTILE.billionCells(), 'big.xlsx', 422, 'FILE_TOO_MANY_CELLS'],
    [
      'millions of shared strings',
      () => HOSTILE.hugeSharedStrings(),
      'sst.xlsx',
      422,
      'FILE_TOO_MANY_STRINGS',
    ],
    ['macros', () => HOSTILE.macros(), 'macro.xlsx', 422, 'FILE_HAS_MACROS'],
    ['external links', () => HOSTILE.externalLinks(), 'links.xlsx', 422, 'FILE_EXTERNAL_LINKS'],
    ['zip encryption', () => HOSTILE.zipEncrypted(), 'locked.xlsx', 422, 'FILE_ENCRYPTED'],
  ])('refuses %s before reading a cell (%s)', async (_, make, name, status, code) => {
    const head = await api.store.headPosition();
    const answer = await sheets.upload(make(), name);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    expect(await api.store.headPosition()).toBe(head);
  });

  it.each([
    ['an Office-encrypted workbook', () => HOSTILE.officeEncrypted(), 'locked.xlsx', 'FILE_ENCRYPTED'],
    ['an .xls with macros', () => HOSTILE.xlsMacros(), 'macro.xls', 'FILE_HAS_MACROS'],
  ])('refuses %s in the parse worker (%s)', async (_, make, name, code) => {
    const answer = await sheets.upload(make(), name);
    expect(answer.status).toBe(202);
    const status = await sheets.outcome(answer.body.importId);
    expect(status).toMatchObject({ phase: 'failed', failure: { code } });
  });

  it.each([
    ['multipart/form-data without a boundary', 'multipart/form-data'],
    ['a multipart type busboy does not know', 'multipart/mixed; boundary=x'],
  ])('refuses %s as FILE_TYPE (415), not a server error', async (_, contentType) => {
    const head = await api.store.headPosition();
    const res = await api.request('/api/organizations/' + DEMO_ORGANIZATION_ID + '/sheet-imports', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: '--x\r\n\r\n',
    });
    expect({ status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({
      status: 415,
      code: 'FILE_TYPE',
    });
    expect(await api.store.headPosition()).toBe(head);
  });

  it('refuses a file of 100 MB or more with the spec message (413)', async () => {
    const answer = await sheets.upload(Buffer.alloc(100 * 1024 * 1024 + 1), 'huge.xls');
    expect(answer).toMatchObject({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: 'Please choose a file under 100 mb' },
    });
  });

  it('refuses __proto__ and constructor headers as cell errors, nothing appended', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Vehicles - Fuel use').addRow(['Month (MM-YYYY)', '__proto__', 'constructor']);
    const status = await sheets.importFile(Buffer.from(await book.xlsx.writeBuffer()), 'proto.xlsx');
    expect(status.phase).toBe('refused');
    expect(status.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['forbidden_header']));
  });

  it('lets the read-only auditor export and read history, never import or revert (403)', async () => {
    api.actAs('auditor');
    expect((await sheets.download('export', 'format=xlsx')).status).toBe(200);
    expect(Array.isArray(await sheets.history())).toBe(true);
    const head = await api.store.headPosition();
    expect((await sheets.upload(HOSTILE.macros(), 'x.xlsx')).status).toBe(403);
    expect((await sheets.revert('any')).status).toBe(403);
    expect(await api.store.headPosition()).toBe(head);
  });
});
