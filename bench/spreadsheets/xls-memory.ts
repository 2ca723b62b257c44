/**
 * What the `.xls` parse and export add to a process, without the API around them (issue 17's memory target):
 * `node --expose-gc -r ./bench/answers/swc-register.cjs bench/spreadsheets/xls-memory.ts` writes 100,000 vehicle
 * fuel rows as `.xls` into a slow, socket-like sink (64 KB buffered), then parses a file of them in the parse worker
 * as an import does (each piece of rows taken and dropped, as the import's validation takes them), each step in a
 * process of its own; prints the RSS before and the kernel's high-water mark (VmHWM) after.
 */
import { findSection } from '@ghg/domain';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { workbookParts } from '../../apps/api/src/spreadsheets/sheet-import/parse-workbook.js';
import {
  sectionRowsInMemory,
  workbookContent,
} from '../../apps/api/src/spreadsheets/workbook/workbook-content.js';
import { writeXls } from '../../apps/api/src/spreadsheets/workbook/write-xls.js';
import { fuelRows } from './fuel-rows.js';

const ROWS = 100_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const highWaterMark = () =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

const contentOf = () =>
  workbookContent([findSection('vehicles')], 'en', () =>
    sectionRowsInMemory(
      fuelRows(ROWS, (i) => ({ rowId: `row-${i}`, co2eKg: i * 2.5, factorSource: 'KOBiZE 2024' })),
    ),
  );

async function exportStep(file: string): Promise<void> {
  const content = contentOf();
  global.gc?.();
  const before = process.memoryUsage.rss();
  const started = performance.now();
  let size = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      fs.appendFileSync(file, chunk);
      setImmediate(done);
    },
  });
  await writeXls(content, sink);
  await finished(sink);
  const ms = (performance.now() - started).toFixed(0);
  console.log(
    `export .xls ${(size / 1e6).toFixed(1)} MB in ${ms} ms: RSS ${mb(before)} before, peak ${mb(highWaterMark())}`,
  );
}

async function parseStep(file: string): Promise<void> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  const started = performance.now();
  let rows = 0;
  for await (const part of workbookParts(file, 'xls', { maxRows: 2 * ROWS }))
    if (part.kind === 'rows') rows += part.rows.length;
  const ms = (performance.now() - started).toFixed(0);
  console.log(`parse .xls (${rows} rows) in ${ms} ms: RSS ${mb(before)} before, peak ${mb(highWaterMark())}`);
}

async function main(): Promise<void> {
  const [step, file] = process.argv.slice(2);
  if (step === 'export') return exportStep(file!);
  if (step === 'parse') return parseStep(file!);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghg-xls-memory-'));
  const xls = path.join(dir, 'year.xls');
  try {
    const self = ['--expose-gc', '-r', './bench/answers/swc-register.cjs', __filename];
    for (const args of [
      ['export', xls],
      ['parse', xls],
    ])
      process.stdout.write(execFileSync(process.execPath, [...self, ...args], { encoding: 'utf8' }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
