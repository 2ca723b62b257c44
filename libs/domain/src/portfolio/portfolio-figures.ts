/**
 * The figures of one company and calendar year that a partner's portfolio shows (issue 23 point 4): the VSME B3
 * GHG and energy figures, the revenue band from the company profile, the PCAF data-quality score and the share
 * of tonnes verified.
 */
export interface PortfolioFigures {
  scope1Tonnes: number;
  scope2LocationTonnes: number;
  scope2MarketTonnes: number;
  energyMwh: number;
  /** The profile's annualRevenue band (LESS_THAN_100K, LESS_THAN_500K, MORE_THAN_500K); null when unanswered. */
  revenueBand: string | null;
  /** PCAF 1–5, one decimal (docs/methodology.md). */
  dataQualityScore: number;
  /** 0–1, share of the year's tonnes on verified rows. */
  verificationShare: number;
}

/** The numeric figures, in the order the portfolio, its exports and a snapshot's diff list them. */
export const PORTFOLIO_NUMBERS = [
  'scope1Tonnes',
  'scope2LocationTonnes',
  'scope2MarketTonnes',
  'energyMwh',
  'dataQualityScore',
  'verificationShare',
] as const satisfies readonly (keyof PortfolioFigures)[];
export type PortfolioNumber = (typeof PORTFOLIO_NUMBERS)[number];

/** One figure that differs from the previous snapshot; delta is after − before for numbers, null for the band. */
export interface PortfolioFigureChange {
  field: keyof PortfolioFigures;
  before: number | string | null;
  after: number | string | null;
  delta: number | null;
}

/** Rounded as shown and stored (tonnes and MWh to 3 decimals): float noise never makes a new snapshot. */
export function roundFigures(figures: PortfolioFigures): PortfolioFigures {
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  return {
    scope1Tonnes: r3(figures.scope1Tonnes),
    scope2LocationTonnes: r3(figures.scope2LocationTonnes),
    scope2MarketTonnes: r3(figures.scope2MarketTonnes),
    energyMwh: r3(figures.energyMwh),
    revenueBand: figures.revenueBand,
    dataQualityScore: Math.round(figures.dataQualityScore * 10) / 10,
    verificationShare: Math.round(figures.verificationShare * 10_000) / 10_000,
  };
}

/** What changed between two snapshots' figures; [] when nothing did. */
export function diffFigures(before: PortfolioFigures, after: PortfolioFigures): PortfolioFigureChange[] {
  const changes: PortfolioFigureChange[] = [];
  for (const field of PORTFOLIO_NUMBERS) {
    if (before[field] !== after[field]) {
      const delta = Math.round((after[field] - before[field]) * 10_000) / 10_000;
      changes.push({ field, before: before[field], after: after[field], delta });
    }
  }
  if (before.revenueBand !== after.revenueBand) {
    changes.push({ field: 'revenueBand', before: before.revenueBand, after: after.revenueBand, delta: null });
  }
  return changes;
}
