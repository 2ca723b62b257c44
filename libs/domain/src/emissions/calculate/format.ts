/** The screen shows tonnes: 2 decimals in tables and percentages, 4 in chart values (spec §9). */
export const TABLE_DECIMALS = 2;
export const CHART_DECIMALS = 4;

export function kgToTonnes(kg: number): number {
  return kg / 1000;
}

function roundHalfAwayFromZero(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Scaling by a power of ten leaves binary noise (1.005 → 100.49999…); EPSILON nudges it back before rounding.
  const scaled = Math.abs(value) * factor * (1 + Number.EPSILON);
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Tonnes for a table cell, e.g. 2512.79 kg → "2.51". */
export function tonnesForTable(kg: number): string {
  return roundHalfAwayFromZero(kgToTonnes(kg), TABLE_DECIMALS).toFixed(TABLE_DECIMALS);
}

/** Tonnes as a chart value, rounded to 4 decimals, e.g. 2512.79 kg → 2.5128. */
export function tonnesForChart(kg: number): number {
  return roundHalfAwayFromZero(kgToTonnes(kg), CHART_DECIMALS);
}

/** Share of a total in percent with 2 decimals; a zero total gives "0.00" rather than NaN. */
export function percentageOf(partKg: number, totalKg: number): string {
  if (totalKg === 0) return (0).toFixed(TABLE_DECIMALS);
  return roundHalfAwayFromZero((partKg / totalKg) * 100, TABLE_DECIMALS).toFixed(TABLE_DECIMALS);
}
