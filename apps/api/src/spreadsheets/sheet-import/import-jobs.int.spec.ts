import ExcelJS from 'exceljs';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { startSecondInstance } from '../../../../../test/api/second-instance.js';
import { sheetClient } from '../../../../../test/api/sheet-client.js';
import { DEMO_ORGANIZATION_ID, FREEMIUM_DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';
import { STALE_MS } from './import-jobs.js';

jest.setTimeout(120_000);

async function vehiclesWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicles - Fuel use');
  sheet.addRow(['Month (MM-YYYY)', 'Item type', 'Fuel type', 'Consumption', 'Unit']);
  sheet.addRow(['03-2025', 'Passenger car', 'petrol', 42, 'litres']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('spreadsheet import status shared by every API instance on the database', () => {
  let first: ApiHarness;
  let second: ApiHarness;
  beforeAll(async () => {
    first = await startApiHarness();
    second = await startSecondInstance(first);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a second API answers the status poll of an import the first one received and ran', async () => {
    const answer = await sheetClient(first).upload(await vehiclesWorkbook(), 'vehicles.xlsx');
    expect(answer.status).toBe(202);
    const status = await sheetClient(second).outcome(answer.body.importId);
    expect(status).toMatchObject({
      importId: answer.body.importId,
      fileName: 'vehicles.xlsx',
      phase: 'imported',
      rows: 1,
      progress: 100,
    });
    expect(status.position).not.toBeNull();
  });

  it('a refused file: the second API lists the same cell errors', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Vehicles - Fuel use');
    sheet.addRow(['Month (MM-YYYY)', 'Item type', 'Fuel type', 'Consumption', 'Unit']);
    sheet.addRow(['13-2025', 'Passenger car', 'petrol', 42, 'litres']);
    const answer = await sheetClient(first).upload(Buffer.from(await book.xlsx.writeBuffer()), 'bad.xlsx');
    const status = await sheetClient(second).outcome(answer.body.importId);
    expect(status.phase).toBe('refused');
    expect(status.errors.map((e) => [e.row, e.column, e.value, e.code])).toEqual([
      [2, 'A', '13-2025', 'invalid_format'],
    ]);
  });

  it("another organization's import id reads as unknown (404) on either instance", async () => {
    const answer = await sheetClient(first).upload(await vehiclesWorkbook(), 'mine.xlsx');
    await sheetClient(first).outcome(answer.body.importId);
    const other = `/api/organizations/${FREEMIUM_DEMO_ORGANIZATION_ID}/sheet-imports/${answer.body.importId}`;
    expect((await second.request(other)).status).toBe(404);
    await first.db.query(
      `update jobs.sheet_imports set organization_id = 'someone-else' where import_id = $1`,
      [answer.body.importId],
    );
    const own = `/api/organizations/${DEMO_ORGANIZATION_ID}/sheet-imports/${answer.body.importId}`;
    expect((await second.request(own)).status).toBe(404);
    expect((await first.request(own)).status).toBe(404);
  });

  it('a job whose API process went away mid-import reads as failed (interrupted), not running for ever', async () => {
    await first.db.query(
      `insert into jobs.sheet_imports (import_id, organization_id, status, updated_at)
       values ('lost-job', $1, $2::jsonb, $3)`,
      [
        DEMO_ORGANIZATION_ID,
        JSON.stringify({
          importId: 'lost-job',
          fileName: 'lost.xlsx',
          sizeKb: 1,
          format: 'xlsx',
          phase: 'validating',
          progress: 40,
          rows: 0,
          existingRows: 0,
          errorCount: 0,
          errors: [],
          failure: null,
          position: null,
        }),
        new Date(Date.now() - STALE_MS - 60_000).toISOString(),
      ],
    );
    const status = await sheetClient(second).outcome('lost-job');
    expect(status).toMatchObject({ phase: 'failed', failure: { code: 'IMPORT_INTERRUPTED' } });
  });
});
