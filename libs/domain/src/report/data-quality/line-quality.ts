import { type CalculationMethod, type DataQuality } from '../../emissions/calculate/result.js';

/**
 * How an emission line's figure was obtained, best first: the supplier's or the company's own figure; activity
 * data × a library factor; a default or fallback factor (a proxy, or a region above the one asked for); an
 * estimate from money spent.
 */
export type LineOrigin = 'supplier-specific' | 'activity-data' | 'default-factor' | 'spend-based';
export const LINE_ORIGINS: readonly LineOrigin[] = [
  'supplier-specific',
  'activity-data',
  'default-factor',
  'spend-based',
];

/** What the emission line read model keeps of a line's calculation (columns method and data_quality). */
export interface LineProvenance {
  readonly method: CalculationMethod | string;
  readonly dataQuality: DataQuality | string;
}

/** The origin of a line from its calculation method and the data quality the engine gave it. */
export function lineOrigin(line: LineProvenance): LineOrigin {
  if (line.method === 'spend-based') return 'spend-based';
  if (line.dataQuality === 'primary') return 'supplier-specific';
  if (line.dataQuality === 'estimated') return 'default-factor';
  return 'activity-data';
}
