import type { ImportedRowInput } from '@ghg/domain';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSpooledRows, RowSpool } from './row-spool.js';

describe('RowSpool: validated rows on disk per section, read back as they were added', () => {
  let dir: string;
  let base: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'row-spool-'));
    base = path.join(dir, 'upload');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const awkward: ImportedRowInput[] = [
    { table: 'fuel', period: '2025-01', values: { name: 'Zażółć gęślą jaźń 🚚', litres: 12.5 } },
    { table: 'fuel', period: '2025-02', values: { name: 'say "hi"\nand\r\nbye\\', ok: true, none: null } },
    { table: 'fuel', period: '2025-03', values: { name: '\u2028\u2029\u0000\t,', n: -0.000001, big: 1e21 } },
    { table: 'fuel', period: '2025-04', values: {} },
  ];

  it('round-trips rows with unicode, quotes, newlines and every value type, in order', () => {
    const spool = new RowSpool(base);
    for (const row of awkward) spool.add('vehicles', row);
    spool.finish();
    const rows = spool.rowsOf('vehicles', awkward.length);
    expect(rows.length).toBe(4);
    expect([...rows]).toEqual(awkward);
    // Read again (the domain checks the rows, then builds the events from a second read).
    expect([...rows]).toEqual(awkward);
    spool.remove();
  });

  it('keeps each section apart however their rows interleave, across many write and read chunks', () => {
    const spool = new RowSpool(base);
    const long = 'x'.repeat(3000);
    const expected = { vehicles: [] as ImportedRowInput[], equipment: [] as ImportedRowInput[] };
    for (let i = 0; i < 3000; i += 1) {
      const section = i % 3 === 0 ? 'equipment' : 'vehicles';
      const row = { table: section, period: '2025-01', values: { i, note: `${i}ą${long}\n` } };
      expected[section].push(row);
      spool.add(section, row);
    }
    spool.finish();
    expect([...spool.rowsOf('vehicles', 2000)]).toEqual(expected.vehicles);
    expect([...spool.rowsOf('equipment', 1000)]).toEqual(expected.equipment);
    expect([...spool.rowsOf('electricity', 0)]).toEqual([]);
    spool.remove();
  });

  it('writes a row longer than its write buffer whole, between the rows around it', () => {
    const spool = new RowSpool(base);
    const rows = [
      awkward[0]!,
      { table: 'fuel', period: '2025-01', values: { note: 'ł'.repeat(300_000) } },
      awkward[1]!,
    ];
    for (const row of rows) spool.add('vehicles', row);
    spool.finish();
    expect([...spool.rowsOf('vehicles', 3)]).toEqual(rows);
    spool.remove();
  });

  it('removes its files, also when not finished (a failed import)', () => {
    const spool = new RowSpool(base);
    spool.add('vehicles', awkward[0]!);
    spool.add('equipment', awkward[1]!);
    expect(readdirSync(dir).sort()).toEqual(['upload.rows-equipment', 'upload.rows-vehicles']);
    spool.remove();
    spool.remove();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a file whose last line is cut off rather than losing a row', () => {
    const file = path.join(dir, 'cut');
    writeFileSync(file, `${JSON.stringify(['fuel', '2025-01', {}])}\n["fuel","2025-0`);
    const read = readSpooledRows(file);
    expect(read.next().value).toEqual({ table: 'fuel', period: '2025-01', values: {} });
    expect(() => read.next()).toThrow(/cut off/);
    expect(existsSync(file)).toBe(true);
  });
});
