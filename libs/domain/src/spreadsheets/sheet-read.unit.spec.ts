import { findSection, SECTIONS } from '../emissions/catalogue/sections.js';
import { exampleRowOf } from './sheet-example.js';
import { sheetLayoutsOf } from './sheet-layout.js';
import { type ParsedSheet, readSheets, type SheetReadContext, sheetReader } from './sheet-read.js';
import { labelsOf, sheetCellsOf } from './sheet-write-cells.js';
import { layoutResolver, workbookSheets } from './workbook-index.js';
import { type RawCell } from './sheet-cell.js';

const REPORT = SECTIONS.filter((s) => s.scope !== 'product' && s.sameCategoryAs === null);
const vehicles = findSection('vehicles');

function context(overrides: Partial<SheetReadContext> = {}): SheetReadContext {
  return {
    layoutOf: layoutResolver(REPORT, null),
    sectionState: () => ({ customFactors: new Map(), rowIds: new Set(['row-1']) }),
    blockedPeriods: new Set(['2025-02']),
    currentPeriod: '2025-06',
    ...overrides,
  };
}

/** The vehicles fuel sheet as export names it (Polish), with a header and the rows given. */
function fuelSheet(rows: RawCell[][], lang: 'pl' | 'en' = 'pl'): ParsedSheet {
  const { layout, name } = workbookSheets([vehicles], lang)[0]!;
  return { name, rows: [layout.columns.map((c) => c.header[lang]), ...rows] };
}

describe('sheet layout: export, template and import share one layout', () => {
  it.each(REPORT.flatMap((s) => sheetLayoutsOf(s).map((l) => [l.id, l] as const)))(
    '%s: the example row written in Polish and English reads back as the same values',
    (_, layout) => {
      for (const lang of ['pl', 'en'] as const) {
        const example = exampleRowOf(layout, '2025-05');
        const cells = sheetCellsOf(layout, { ...example, rowId: '' }, labelsOf(layout, new Map()), lang);
        const name = workbookSheets([layout.section], lang).find((s) => s.layout.id === layout.id)!.name;
        const result = readSheets(
          [{ name, rows: [layout.columns.map((c) => c.header[lang]), cells] }],
          context(),
        );
        expect(result.errors).toEqual([]);
        const [row] = result.rowsBySection.get(layout.section.key) ?? [];
        const expected = Object.fromEntries(Object.entries(example.values).filter(([, v]) => v !== null));
        expect(row).toEqual({ table: layout.table.key, period: '2025-05', values: expected });
      }
    },
  );

  it('names every worksheet within 31 characters, uniquely, in both languages', () => {
    for (const lang of ['pl', 'en'] as const) {
      const names = workbookSheets(REPORT, lang).map((s) => s.name);
      expect(names.every((n) => n.length <= 31 && !/[[\]:*?/\\]/.test(n))).toBe(true);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    }
  });
});

describe('readSheets errors: sheet, row, column, value and a hint code', () => {
  const good = ['05-2025', 'Samochód osobowy', 'petrol', 120, 'litres', null, null, null, null];

  it('accepts a good row and the month as MM-YYYY, YYYY-MM or a date cell', () => {
    const rows = [good, ['2025-04', ...good.slice(1)], [new Date(Date.UTC(2025, 2, 1)), ...good.slice(1)]];
    const result = readSheets([fuelSheet(rows)], context());
    expect(result.errors).toEqual([]);
    expect(result.rowsBySection.get('vehicles')?.map((r) => r.period)).toEqual([
      '2025-05',
      '2025-04',
      '2025-03',
    ]);
  });

  it('lists every bad cell of every row, naming empty cells, and imports nothing of them', () => {
    const rows: RawCell[][] = [
      ['2025/13/01', ...good.slice(1)],
      ['07-2025', ...good.slice(1)],
      ['02-2025', ...good.slice(1)],
      ['05-2025', 'Samochód osobowy', 'Unobtainium', 120, 'litres'],
      ['05-2025', 'Samochód osobowy', 'petrol', null, 'litres'],
      ['05-2025', 'Samochód osobowy', 'petrol', '12 kg', 'litres'],
      ['05-2025', 'Wózek widłowy', 'Olej napędowy (średnia domieszka biokomponentów)', 1, 'furlongs'],
    ];
    const result = readSheets([fuelSheet(rows)], context());
    const brief = result.errors.map((e) => [e.row, e.column, e.value, e.code, e.list ?? e.period ?? null]);
    expect(brief).toEqual([
      [2, 'A', '2025/13/01', 'invalid_format', null],
      [3, 'A', '07-2025', 'date_in_future', null],
      [4, 'A', '02-2025', 'period_blocked', '2025-02'],
      [5, 'C', 'Unobtainium', 'unknown_option', 'fuels'],
      [6, 'D', null, 'required', null],
      [7, 'D', '12 kg', 'invalid_number', null],
      [8, 'E', 'furlongs', 'unknown_unit', null],
    ]);
    expect(result.errors[0]?.sheet).toBe('Pojazdy - Zużycie paliwa');
    expect(result.rowsBySection.get('vehicles')).toEqual([]);
  });

  it('refuses a fuel the vehicle kind does not burn', () => {
    const row = ['05-2025', 'Samochód osobowy', 'Koks naftowy', 1, 'tonnes'];
    const result = readSheets([fuelSheet([row])], context());
    expect(result.errors.map((e) => [e.column, e.code, e.dependsOn])).toContainEqual([
      'C',
      'not_allowed_choice',
      'itemType',
    ]);
  });

  it('refuses unknown and hostile headers, missing required columns and unknown sheets', () => {
    const { layout, name } = workbookSheets([vehicles], 'en')[0]!;
    const header = layout.columns.map((c) => c.header.en).filter((h) => !h.startsWith('Fuel type'));
    const result = readSheets(
      [
        { name, rows: [[...header, '__proto__', 'Colour'], good] },
        { name: 'Sheet1', rows: [['x']] },
      ],
      context(),
    );
    expect(result.errors.map((e) => e.code)).toEqual([
      'forbidden_header',
      'unknown_column',
      'missing_column',
      'unknown_sheet',
    ]);
  });

  it('skips rows already in the ledger (their row id) and the example row', () => {
    const rows = [[...good.slice(0, 8), 'row-1'], [...good.slice(0, 8), 'example'], good];
    const result = readSheets([fuelSheet(rows)], context());
    expect(result.existingRows).toBe(1);
    expect(result.rowsBySection.get('vehicles')).toHaveLength(1);
  });
});

describe('sheetReader: a workbook handed over sheet by sheet, its rows in pieces', () => {
  const good = ['05-2025', 'Samochód osobowy', 'petrol', 120, 'litres', null, null, null, null];
  const bad = ['07-2025', 'Samochód osobowy', 'Unobtainium', null, 'litres'];
  const { layout, name: enName } = workbookSheets([vehicles], 'en')[0]!;
  const workbook: ParsedSheet[] = [
    { name: 'Instrukcja', rows: [['read me']] },
    fuelSheet([good, bad, [], [...good.slice(0, 8), 'row-1'], good, bad, good]),
    { name: 'Sheet1', rows: [['x'], ['y']] },
    // No rows at all, not even a header: every required column is missing.
    { name: enName, rows: [] },
    { name: enName, rows: [['__proto__', ...layout.columns.map((c) => c.header.en)], good] },
    fuelSheet([good, good, bad], 'en'),
  ];

  it.each([1, 2, 3, 1000])('in pieces of %i rows reads as readSheets reads the whole', (size) => {
    const kept: unknown[] = [];
    const reader = sheetReader(context(), (_section, row) => kept.push(row));
    for (const sheet of workbook) {
      reader.startSheet(sheet.name);
      for (let i = 0; i < sheet.rows.length; i += size) reader.addRows(sheet.rows.slice(i, i + size));
    }
    const whole = readSheets(workbook, context());
    const { rowsBySection, ...counted } = whole;
    expect(reader.result()).toEqual(counted);
    expect(kept).toEqual(rowsBySection.get('vehicles'));
    expect(whole.errors.map((e) => [e.sheet, e.row, e.code])).toEqual([
      ['Pojazdy - Zużycie paliwa', 3, 'date_in_future'],
      ['Pojazdy - Zużycie paliwa', 3, 'unknown_option'],
      ['Pojazdy - Zużycie paliwa', 3, 'required'],
      ['Pojazdy - Zużycie paliwa', 7, 'date_in_future'],
      ['Pojazdy - Zużycie paliwa', 7, 'unknown_option'],
      ['Pojazdy - Zużycie paliwa', 7, 'required'],
      ['Sheet1', 1, 'unknown_sheet'],
      ...layout.columns
        .filter((c) => c.kind === 'period' || (c.kind === 'value' && c.column.required))
        .map(() => [enName, 1, 'missing_column']),
      [enName, 1, 'forbidden_header'],
      [enName, 4, 'date_in_future'],
      [enName, 4, 'unknown_option'],
      [enName, 4, 'required'],
    ]);
    expect(whole.existingRows).toBe(1);
    expect(whole.rowsBySection.get('vehicles')).toHaveLength(5);
  });

  it('hands each valid row to keepRow as it is read, in order, and keeps only the counts', () => {
    const kept: [string, unknown][] = [];
    const reader = sheetReader(context(), (section, row) => kept.push([section, row]));
    for (const sheet of workbook) {
      reader.startSheet(sheet.name);
      reader.addRows(sheet.rows);
    }
    const result = reader.result();
    const whole = readSheets(workbook, context());
    expect(kept).toEqual((whole.rowsBySection.get('vehicles') ?? []).map((row) => ['vehicles', row]));
    expect(result).not.toHaveProperty('rowsBySection');
    expect(result.rowCounts).toEqual(new Map([['vehicles', 5]]));
    expect(whole.rowCounts).toEqual(new Map([['vehicles', 5]]));
    expect(result).toEqual({ ...whole, rowsBySection: undefined });
  });
});
