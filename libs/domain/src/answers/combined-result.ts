import { type DataQuality, type EmissionResult, type Scope2Result } from '../emissions/calculate/result.js';

const QUALITY_RANK: Readonly<Record<DataQuality, number>> = { primary: 0, secondary: 1, estimated: 2 };

/** A gas mass is only known for the whole row when every part knows it. */
const sumKnown = (values: readonly (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + (v ?? 0), 0);

function combinedScope2(parts: readonly EmissionResult[]): Scope2Result | null {
  const withScope2 = parts.map((p) => p.scope2).filter((s): s is Scope2Result => s !== null);
  const [first] = withScope2;
  if (!first) return null;
  return {
    locationBasedKg: withScope2.reduce((sum, s) => sum + s.locationBasedKg, 0),
    marketBasedKg: withScope2.reduce((sum, s) => sum + s.marketBasedKg, 0),
    marketBasis: first.marketBasis,
    certifiedKwh: withScope2.reduce((sum, s) => sum + s.certifiedKwh, 0),
  };
}

/**
 * One row's result from the results of its activities (a business trip and its hotel nights). The read models
 * keep one emission line per row and month, so the parts are added up: kg and gases sum, the method and factor
 * reference are the first activity's (the journey, the row's main purpose), and the data quality is the weakest.
 */
export function combineResults(parts: readonly [EmissionResult, ...EmissionResult[]]): EmissionResult {
  const [first] = parts;
  if (parts.length === 1) return first;
  const renewable = parts.map((p) => p.renewableKwh).filter((k): k is number => k !== null);
  return {
    ok: true,
    co2eKg: parts.reduce((sum, p) => sum + p.co2eKg, 0),
    co2Kg: sumKnown(parts.map((p) => p.co2Kg)),
    ch4Kg: sumKnown(parts.map((p) => p.ch4Kg)),
    n2oKg: sumKnown(parts.map((p) => p.n2oKg)),
    method: first.method,
    factorRef: first.factorRef,
    dataQuality: parts.reduce<DataQuality>(
      (worst, p) => (QUALITY_RANK[p.dataQuality] > QUALITY_RANK[worst] ? p.dataQuality : worst),
      first.dataQuality,
    ),
    scope2: combinedScope2(parts),
    renewableKwh: renewable.length === 0 ? null : renewable.reduce((sum, k) => sum + k, 0),
  };
}
