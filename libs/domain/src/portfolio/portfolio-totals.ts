import type { PortfolioFigures, PortfolioNumber } from './portfolio-figures.js';

export interface PortfolioTotals {
  year: number;
  companies: number;
  scope1Tonnes: number;
  scope2LocationTonnes: number;
  scope2MarketTonnes: number;
  energyMwh: number;
  /** Tonne-weighted (Scope 1 + 2 location) like PCAF portfolio scores; null with no tonnes. */
  dataQualityScore: number | null;
  verificationShare: number | null;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The portfolio's totals per year: tonnes and MWh add up; the data-quality score and the verified share are
 * weighted by each company's Scope 1 + 2 (location-based) tonnes, so a large emitter weighs more, as in PCAF.
 */
export function portfolioTotals(
  rows: readonly { year: number; figures: PortfolioFigures }[],
): PortfolioTotals[] {
  const byYear = new Map<number, PortfolioFigures[]>();
  for (const row of rows) byYear.set(row.year, [...(byYear.get(row.year) ?? []), row.figures]);
  return [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, figures]) => {
      const sum = (field: PortfolioNumber) => figures.reduce((s, f) => s + f[field], 0);
      const weight = (f: PortfolioFigures) => f.scope1Tonnes + f.scope2LocationTonnes;
      const totalWeight = figures.reduce((s, f) => s + weight(f), 0);
      const weighted = (field: 'dataQualityScore' | 'verificationShare', digits: number) =>
        totalWeight > 0
          ? Math.round((figures.reduce((s, f) => s + f[field] * weight(f), 0) / totalWeight) * 10 ** digits) /
            10 ** digits
          : null;
      return {
        year,
        companies: figures.length,
        scope1Tonnes: r3(sum('scope1Tonnes')),
        scope2LocationTonnes: r3(sum('scope2LocationTonnes')),
        scope2MarketTonnes: r3(sum('scope2MarketTonnes')),
        energyMwh: r3(sum('energyMwh')),
        dataQualityScore: weighted('dataQualityScore', 1),
        verificationShare: weighted('verificationShare', 4),
      };
    });
}
