import { z } from 'zod';

/**
 * The dashboard's data (spec §3 "Charts data response"), computed from read.emission_lines. Every figure is kg
 * CO2e; the web shows tonnes (÷ 1000). Scope 2 figures follow the requested method (location- or market-based).
 */
export type ScopeNumberKey = 'scope1' | 'scope2' | 'scope3';
export type Scope2Method = 'location' | 'market';

export interface EmissionSummaryView {
  co2e: number;
  /** Gas masses where every line has the split; null otherwise. */
  co2: number | null;
  ch4: number | null;
  n2o: number | null;
  /** How many emission lines the figure adds up. */
  lines: number;
}

export interface ChartItemView {
  /** The row's item (vehicle kind, fuel, name …); null when the row names none. */
  item: string | null;
  summary: EmissionSummaryView;
}

export interface SubCategoryView {
  summary: EmissionSummaryView;
  items: ChartItemView[];
}

export interface CategoryView {
  summary: EmissionSummaryView;
  /** By table key of the section (e.g. vehicle-fuel). */
  subCategories: Record<string, SubCategoryView>;
}

export interface ScopeTableView {
  summary: EmissionSummaryView;
  /** By section key (e.g. vehicles, electricity, purchased-goods). */
  categories: Record<string, CategoryView>;
}

export interface ChartsDataView {
  /** Month 'YYYY-MM' → total of that month, in month order. */
  line: Record<string, { co2e: number }>;
  /** The same months per scope, so the monthly totals follow the dashboard's scope filter. */
  lineByScope: Record<ScopeNumberKey, Record<string, { co2e: number }>>;
  /** One entry per section with emissions: what the treemap and doughnut draw. */
  chart1: { category: string; scope: ScopeNumberKey; co2e: number }[];
  table: Record<ScopeNumberKey, ScopeTableView>;
  scope2Method: Scope2Method;
  /**
   * Scope 2 under both methods over the range (GHG Protocol Scope 2 guidance: dual reporting), whatever
   * `scope2Method` the rest of the view follows.
   */
  scope2Totals: { location: number; market: number };
}

/** Query of charts-data and of the drill-down: optional month range and Scope 2 method. */
export const chartsDataQuerySchema = z
  .object({
    dateFrom: z
      .string()
      .regex(/^\d{4}-\d{2}$/, { error: 'invalid_format' })
      .optional(),
    dateTo: z
      .string()
      .regex(/^\d{4}-\d{2}$/, { error: 'invalid_format' })
      .optional(),
    scope2Method: z.enum(['location', 'market']).optional(),
  })
  .strict();
export type ChartsDataQuery = z.infer<typeof chartsDataQuerySchema>;

/** One emission line behind a clicked figure, with what it was computed from. */
export interface EmissionLineView {
  questionId: string;
  rowId: string;
  period: string;
  scope: ScopeNumberKey;
  category: string;
  subCategory: string;
  item: string | null;
  co2eKg: number;
  /** Scope 2 lines under each method (dual reporting), whatever method co2eKg follows; null for other scopes. */
  locationBasedKg: number | null;
  marketBasedKg: number | null;
  method: string;
  factorId: string;
  factorSetVersion: string;
  factorSource: string;
  /** Publication year of the factor's source, null for the user's own factors. */
  factorYear: number | null;
  dataQuality: string;
}

/**
 * Drill-down filter: the same range and method as the dashboard, narrowed to what was clicked. `item: ''` selects
 * the lines without an item (a ChartItemView with item null); `period` one month of `line`. The lines' co2eKg
 * follow scope2Method, so they add up to the figure clicked.
 */
export const emissionLinesQuerySchema = chartsDataQuerySchema
  .extend({
    scope: z.enum(['scope1', 'scope2', 'scope3']).optional(),
    category: z.string().max(64).optional(),
    subCategory: z.string().max(64).optional(),
    item: z.string().max(200).optional(),
    period: z
      .string()
      .regex(/^\d{4}-\d{2}$/, { error: 'invalid_format' })
      .optional(),
  })
  .strict();
export type EmissionLinesQuery = z.infer<typeof emissionLinesQuerySchema>;

/**
 * Sector comparison, anonymised. Peers are the other organizations of the caller's industry (initial questions)
 * that have emission lines; a real company is compared with real companies only, a demo company also with the
 * demo peers. Below `minimumPeers`, `points` and `years` are empty and only `peerCount` is given. Totals are
 * location-based (Scope 2), per calendar year; employees come from peopleAmountNumber, else the size band's middle.
 */
export interface BenchmarkView {
  industry: string | null;
  minimumPeers: number;
  peerCount: number;
  /** Bubble chart: one point per company of the industry (the caller's marked `own`), per year. */
  points: { own: boolean; demo: boolean; employees: number; co2eTonnes: number; year: number }[];
  /** Line chart: per year, the caller's total against the sector average, both in tonnes. */
  years: { year: number; own: number | null; sectorAverage: number | null }[];
}
