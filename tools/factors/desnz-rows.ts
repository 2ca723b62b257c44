/** The DESNZ 2024 flat file's "Factors by Category" sheet, as CSV, read by row id. */
import { readFileSync } from 'node:fs';
import { type Unit } from '../../libs/domain/src/emissions/units/unit.js';
import { parseCsv } from './csv.js';
import { sourcePath } from './shared.js';

export const DESNZ_UNITS: Readonly<Record<string, Unit>> = {
  tonnes: 'tonnes',
  litres: 'litres',
  'kWh (Net CV)': 'kWh',
  'kWh (Gross CV)': 'kWh',
  kWh: 'kWh',
  'cubic metres': 'm3',
  GJ: 'GJ',
  kg: 'kg',
  km: 'km',
  'passenger.km': 'passenger.km',
  'tonne.km': 'tonne.km',
  'Room per night': 'room-night',
};

export interface DesnzRow {
  readonly id: string;
  readonly path: string;
  readonly uom: string;
  readonly ghg: string;
  readonly value: number | null;
}

export function readDesnz(): Map<string, DesnzRow> {
  const rows = parseCsv(readFileSync(sourcePath('desnz-2024-factors-by-category.csv'), 'utf8'));
  const header = rows[5];
  if (header?.[1] !== 'ID' || header[10] !== 'GHG Conversion Factor 2024') {
    throw new Error('DESNZ CSV: unexpected header at line 6');
  }
  const byId = new Map<string, DesnzRow>();
  for (const r of rows.slice(6)) {
    const id = r[1];
    if (!id || !/^\d+_\d+_\d+_\d+_\d+$/.test(id)) continue;
    const raw = r[10]?.trim() ?? '';
    byId.set(id, {
      id,
      path: [r[3], r[4], r[5], r[6], r[7]].filter((p) => p).join(' / '),
      uom: r[8] ?? '',
      ghg: r[9] ?? '',
      value: raw === '' ? null : Number(raw),
    });
  }
  return byId;
}
