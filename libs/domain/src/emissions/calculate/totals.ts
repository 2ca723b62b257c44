import { type CalculationOutcome } from './result.js';

/** Sum of calculated rows; gases are summed only over rows that split them, so they are lower bounds. */
export interface EmissionTotals {
  co2eKg: number;
  co2Kg: number;
  ch4Kg: number;
  n2oKg: number;
  locationBasedKg: number;
  marketBasedKg: number;
  renewableKwh: number;
  rows: number;
  errors: number;
}

export function emptyTotals(): EmissionTotals {
  return {
    co2eKg: 0,
    co2Kg: 0,
    ch4Kg: 0,
    n2oKg: 0,
    locationBasedKg: 0,
    marketBasedKg: 0,
    renewableKwh: 0,
    rows: 0,
    errors: 0,
  };
}

/** Adds one outcome in place (no allocation per row); errors are counted, never added as zero emissions. */
export function addToTotals(totals: EmissionTotals, outcome: CalculationOutcome): EmissionTotals {
  if (!outcome.ok) {
    totals.errors++;
    return totals;
  }
  totals.rows++;
  totals.co2eKg += outcome.co2eKg;
  if (outcome.co2Kg !== null) totals.co2Kg += outcome.co2Kg;
  if (outcome.ch4Kg !== null) totals.ch4Kg += outcome.ch4Kg;
  if (outcome.n2oKg !== null) totals.n2oKg += outcome.n2oKg;
  if (outcome.scope2) {
    totals.locationBasedKg += outcome.scope2.locationBasedKg;
    totals.marketBasedKg += outcome.scope2.marketBasedKg;
  }
  if (outcome.renewableKwh !== null) totals.renewableKwh += outcome.renewableKwh;
  return totals;
}
