import type { ProductEmissionView, ProductRowView } from '@ghg/contracts';
import { errorReasonOf, FACTOR_SET_2024_1, FACTOR_SOURCES } from '@ghg/domain';
import type { ProductRowRecord } from '@ghg/read-models';

/** The item a product line names, in order of preference (what the charts and the drill-down label it with). */
const ITEM_CELLS = [
  'name',
  'material',
  'wasteType',
  'fuelType',
  'itemType',
  'vehicleType',
  'country',
] as const;

export function itemOf(row: ProductRowRecord): string | null {
  for (const key of ITEM_CELLS) {
    const value = row.cells[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/**
 * A calculated row's emissions with the factor it cites: the library entry by id (value, unit, label, source
 * row), so every figure drills down to one row of a source. A user or supplier figure cites itself.
 */
export function emissionOf(row: ProductRowRecord): ProductEmissionView | null {
  if (row.co2e_kg === null || row.factor_id === null) return null;
  const factor = FACTOR_SET_2024_1.byId(row.factor_id);
  const source = row.factor_source ?? 'user';
  return {
    co2eKg: row.co2e_kg,
    co2Kg: row.co2_kg,
    ch4Kg: row.ch4_kg,
    n2oKg: row.n2o_kg,
    method: row.method ?? '',
    dataQuality: (row.data_quality ?? 'secondary') as ProductEmissionView['dataQuality'],
    factor: {
      factorId: row.factor_id,
      label: factor?.label ?? row.source_row_id ?? row.factor_id,
      kgCo2ePerUnit: factor?.kgCo2ePerUnit ?? row.co2e_kg,
      unit: factor?.unit ?? '',
      source,
      sourceRowId: row.source_row_id ?? factor?.sourceRowId ?? '',
      publicationYear: factor?.publicationYear ?? null,
      licence: factor?.licence ?? licenceOf(source),
      estimated: factor?.estimated ?? false,
      factorSetVersion: row.factor_set_version ?? FACTOR_SET_2024_1.version,
    },
  };
}

function licenceOf(source: string): string {
  const known = (FACTOR_SOURCES as Readonly<Record<string, { licence?: string } | undefined>>)[source];
  return known?.licence ?? 'figure entered by the user or reported by the supplier';
}

export function rowViewOf(row: ProductRowRecord, blocked: ReadonlySet<string>): ProductRowView {
  return {
    rowId: row.row_id,
    table: row.table_key,
    period: row.period,
    values: { ...row.cells },
    order: row.ord,
    badge: row.badge as ProductRowView['badge'],
    missing: row.missing,
    errorCode: row.error_code,
    errorReason: row.error_code ? { ...errorReasonOf(row.error_code) } : null,
    blocked: blocked.has(row.period),
    emission: emissionOf(row),
  };
}
