import type { EmissionView } from '@ghg/contracts';
import type { EmissionLineRecord } from './answer-tables.js';

type StoredEmission = Pick<
  EmissionLineRecord,
  | 'co2e_kg'
  | 'location_based_kg'
  | 'market_based_kg'
  | 'method'
  | 'factor_id'
  | 'factor_set_version'
  | 'factor_source'
  | 'data_quality'
>;

/** What a row came to, from its line in read.emission_lines (the sheet shows it beside the row). */
export const emissionViewOf = (l: StoredEmission): EmissionView => ({
  co2eKg: l.co2e_kg,
  locationBasedKg: l.location_based_kg,
  marketBasedKg: l.market_based_kg,
  method: l.method,
  factorId: l.factor_id,
  factorSetVersion: l.factor_set_version,
  factorSource: l.factor_source,
  dataQuality: l.data_quality,
});
