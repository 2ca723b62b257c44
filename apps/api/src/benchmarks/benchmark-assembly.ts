import { type BenchmarkView, PEOPLE_AMOUNT_RANGES, type PeopleAmount } from '@ghg/contracts';

/** Fewer peers than this and nothing about them is shown: with two or three, an average names a company. */
export const MINIMUM_PEERS = 5;

/** One organization's total of one year, as read from read.organization_year_totals. */
export interface YearTotal {
  organizationId: string;
  own: boolean;
  demo: boolean;
  /** Head count: the exact figure of the initial questions, else the size band's representative. */
  employees: number | null;
  year: number;
  co2eKg: number;
}

/**
 * A size band stands for its middle (the first head count of the open-ended large band), so a company that
 * gave only its band still has a place on the bubble chart.
 */
export function employeesOf(initialAnswers: Record<string, unknown>): number | null {
  const exact = initialAnswers['peopleAmountNumber'];
  if (typeof exact === 'number' && exact > 0) return exact;
  const band = initialAnswers['peopleAmount'];
  if (typeof band !== 'string' || !(band in PEOPLE_AMOUNT_RANGES)) return null;
  const { min, max } = PEOPLE_AMOUNT_RANGES[band as PeopleAmount];
  return max === null ? min : Math.round((min + max) / 2);
}

const tonnes = (kg: number): number => kg / 1000;

/**
 * The sector comparison from the yearly totals of the caller and its peers (other organizations of its industry
 * that have emission lines). Below MINIMUM_PEERS only the count is given. Points carry no id or name, and are
 * ordered by year and size so their order says nothing about who they are.
 */
export function assembleBenchmark(industry: string | null, totals: readonly YearTotal[]): BenchmarkView {
  const peers = new Set(totals.filter((t) => !t.own).map((t) => t.organizationId));
  const empty: BenchmarkView = {
    industry,
    minimumPeers: MINIMUM_PEERS,
    peerCount: peers.size,
    points: [],
    years: [],
  };
  if (industry === null || peers.size < MINIMUM_PEERS) return empty;
  const points = totals
    .filter((t): t is YearTotal & { employees: number } => t.employees !== null)
    .map((t) => ({
      own: t.own,
      demo: t.demo,
      employees: t.employees,
      co2eTonnes: tonnes(t.co2eKg),
      year: t.year,
    }))
    .sort((a, b) => a.year - b.year || a.co2eTonnes - b.co2eTonnes || Number(a.own) - Number(b.own));
  const byYear = new Map<number, { own: number | null; peerSum: number; peerCount: number }>();
  for (const t of totals) {
    let year = byYear.get(t.year);
    if (!year) byYear.set(t.year, (year = { own: null, peerSum: 0, peerCount: 0 }));
    if (t.own) year.own = tonnes(t.co2eKg);
    else {
      year.peerSum += tonnes(t.co2eKg);
      year.peerCount += 1;
    }
  }
  const years = [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, y]) => ({
      year,
      own: y.own,
      sectorAverage: y.peerCount > 0 ? y.peerSum / y.peerCount : null,
    }));
  return { ...empty, points, years };
}
