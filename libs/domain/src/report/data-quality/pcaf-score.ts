import { LINE_ORIGINS, type LineOrigin, lineOrigin, type LineProvenance } from './line-quality.js';

export type PcafScore = 1 | 2 | 3 | 4 | 5;

/**
 * PCAF data-quality score of one line (PCAF Standard Part A, business loans and unlisted equity, table 5-3):
 * 1 — reported emissions, verified (option 1a); 2 — reported emissions calculated from the company's primary
 * activity data, not verified (option 1b / 2a); 3 — activity data with default or proxy factors (option 2b);
 * 4 — estimates from money spent (economic activity, option 3a). Score 5 (sector averages without company data)
 * is what a bank assigns a company with no lines at all.
 */
export function lineScore(origin: LineOrigin, verified: boolean): PcafScore {
  switch (origin) {
    case 'supplier-specific':
    case 'activity-data':
      return verified ? 1 : 2;
    case 'default-factor':
      return 3;
    case 'spend-based':
      return 4;
  }
}

export interface QualityLine extends LineProvenance {
  readonly co2eKg: number;
  readonly verified: boolean;
}

export interface OriginShare {
  readonly origin: LineOrigin;
  readonly tonnes: number;
  /** Share of the company's tonnes, 0–100. */
  readonly share: number;
}

export interface DataQualityMix {
  readonly origins: readonly OriginShare[];
  /** Share of tonnes from verified lines, 0–100. */
  readonly verifiedShare: number;
  /**
   * Tonne-weighted mean of the lines' scores (PCAF's weighted score), one decimal; 5 when the company has no
   * emissions on record. Lower is better.
   */
  readonly score: number;
  readonly totalTonnes: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The company's data-quality mix by share of tonnes and its PCAF score. Negative lines (none today) count as 0. */
export function dataQualityMix(lines: readonly QualityLine[]): DataQualityMix {
  const tonnes = new Map<LineOrigin, number>(LINE_ORIGINS.map((o) => [o, 0]));
  let total = 0;
  let verified = 0;
  let weightedScore = 0;
  for (const line of lines) {
    const t = Math.max(0, line.co2eKg) / 1000;
    const origin = lineOrigin(line);
    tonnes.set(origin, (tonnes.get(origin) ?? 0) + t);
    total += t;
    if (line.verified) verified += t;
    weightedScore += t * lineScore(origin, line.verified);
  }
  const share = (part: number) => (total > 0 ? (part / total) * 100 : 0);
  return {
    origins: LINE_ORIGINS.map((origin) => ({
      origin,
      tonnes: tonnes.get(origin) ?? 0,
      share: share(tonnes.get(origin) ?? 0),
    })),
    verifiedShare: share(verified),
    score: total > 0 ? round1(weightedScore / total) : 5,
    totalTonnes: total,
  };
}
