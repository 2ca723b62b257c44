import { findSection, INDEX_SHEET, type SheetRowSource } from '@ghg/domain';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sectionRowsInMemory, workbookContent } from '../workbook/workbook-content.js';
import { writeXls } from '../workbook/write-xls.js';
import { writeXlsx } from '../workbook/write-xlsx.js';
import { ROWS_PER_MESSAGE } from './parse-worker-source.js';
import { type WorkbookPart, workbookParts } from './parse-workbook.js';
import type { SheetFileError } from './sheet-file-error.js';

const ROWS = 3 * ROWS_PER_MESSAGE + 5;
const dir = mkdtempSync(path.join(tmpdir(), 'parse-workbook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Row ids as the ledger has them, and ones no export writes (markup, non-ASCII, a formula) read back as they were. */
const rowIdOf = (i: number): string =>
  i % 3 === 0 ? '' : i % 3 === 1 ? `row-${i}` : `=${i} & <Łódź> _x0041_`;

/** A year of fuel rows as export writes them (instructions, the data sheet, lists, the hidden index last). */
async function workbook(format: 'xlsx' | 'xls'): Promise<string> {
  const rows: (SheetRowSource & { table: string })[] = Array.from({ length: ROWS }, (_, i) => ({
    rowId: rowIdOf(i),
    table: 'vehicle-fuel',
    period: '2025-01',
    values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: i, unit: 'litres' },
    co2eKg: null,
    factorSource: null,
  }));
  const content = workbookContent([findSection('vehicles')], 'en', () => sectionRowsInMemory(rows));
  const file = path.join(dir, `year.${format}`);
  const out = createWriteStream(file);
  await (format === 'xlsx' ? writeXlsx(content, out) : writeXls(content, out));
  await finished(out);
  return file;
}

describe('workbookParts: the parse worker hands the workbook over as it reads it', () => {
  it.each(['xlsx', 'xls'] as const)(
    '.%s: the index sheet first, then every sheet with its rows in pieces',
    async (format) => {
      const parts: WorkbookPart[] = [];
      for await (const part of workbookParts(await workbook(format), format)) parts.push(part);
      const sheets = parts.flatMap((p) => (p.kind === 'sheet' ? [p.name] : []));
      expect(sheets[0]).toBe(INDEX_SHEET);
      expect(sheets).toContain('Vehicles - Fuel use');
      const at = parts.findIndex((p) => p.kind === 'sheet' && p.name === 'Vehicles - Fuel use');
      const pieces: WorkbookPart[] = [];
      for (const part of parts.slice(at + 1)) {
        if (part.kind === 'sheet') break;
        pieces.push(part);
      }
      const rows = pieces.flatMap((p) => (p.kind === 'rows' ? p.rows : []));
      expect(rows).toHaveLength(ROWS + 1);
      expect(rows.map((r) => r[3]).slice(1)).toEqual(Array.from({ length: ROWS }, (_, i) => i));
      expect(rows.map((r) => r[8] ?? '').slice(1)).toEqual(
        Array.from({ length: ROWS }, (_, i) => rowIdOf(i)),
      );
      expect(pieces.every((p) => p.kind === 'rows' && p.rows.length <= ROWS_PER_MESSAGE)).toBe(true);
    },
  );

  it('the deadline covers a caller that does not read on: the worker waits for it, then the parse is refused', async () => {
    const parts = workbookParts(await workbook('xlsx'), 'xlsx', { timeoutMs: 1000 });
    expect((await parts.next()).value).toEqual({ kind: 'sheet', name: INDEX_SHEET });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const refused = await parts.next().then(
      () => 'read on',
      (error: SheetFileError) => `${error.code}: ${error.message}`,
    );
    expect(refused).toMatch(/^FILE_TOO_COMPLEX/);
  });

  it('a caller that stops early ends the worker, though it waits for the caller to read on', async () => {
    const parts = workbookParts(await workbook('xls'), 'xls');
    await parts.next();
    await expect(parts.return()).resolves.toEqual({ done: true, value: undefined });
  });
});
