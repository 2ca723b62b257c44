import type { ChartsDataView, ScopeNumberKey } from '@ghg/contracts';
import { DOUGHNUT_CYCLE, SCOPE_COLOURS, categoryColour } from './colours';
import { percentage, roundTo, toTonnes } from './tonnes';

export const SCOPE_KEYS: readonly ScopeNumberKey[] = ['scope1', 'scope2', 'scope3'];

/** The scope filter of the dashboard: -1 shows every scope. */
export type ScopeFilter = -1 | 1 | 2 | 3;

export function scopeKeyOfFilter(filter: ScopeFilter): ScopeNumberKey | null {
  return filter === -1 ? null : `scope${filter}`;
}

/** Spec §3 bar entry (label, percentage, value with 4 decimals, colour) with the keys it came from. */
export interface ChartEntry {
  category: string;
  scope: ScopeNumberKey;
  label: string;
  co2eKg: number;
  /** Tonnes, 4 decimals (chart value). */
  value: number;
  /** Share of the shown total, 2 decimals. */
  percentage: number;
  colour: string;
}

/** One entry per section with emissions in the chosen scope(s), largest first; zero sections dropped. */
export function chartEntries(
  view: ChartsDataView,
  filter: ScopeFilter,
  labelOf: (category: string) => string,
): ChartEntry[] {
  const scope = scopeKeyOfFilter(filter);
  const shown = view.chart1.filter((entry) => entry.co2e > 0 && (scope === null || entry.scope === scope));
  const total = shown.reduce((sum, entry) => sum + entry.co2e, 0);
  return shown
    .map((entry) => ({
      category: entry.category,
      scope: entry.scope,
      label: labelOf(entry.category),
      co2eKg: entry.co2e,
      value: roundTo(toTonnes(entry.co2e), 4),
      percentage: percentage(entry.co2e, total),
      colour: categoryColour(entry.category),
    }))
    .sort((a, b) => b.co2eKg - a.co2eKg || a.label.localeCompare(b.label, 'pl', { sensitivity: 'base' }));
}

/** Spec §3 doughnut: labels, data in tonnes, colours (the §9 cycle), scope keys, section keys, full result. */
export interface DoughnutData {
  labels: string[];
  data: number[];
  colours: string[];
  scopeKeys: ScopeNumberKey[];
  sectionKeys: string[];
  entries: ChartEntry[];
}

export function doughnutData(entries: readonly ChartEntry[]): DoughnutData {
  return {
    labels: entries.map((e) => e.label),
    data: entries.map((e) => e.value),
    colours: entries.map((_, i) => DOUGHNUT_CYCLE[i % DOUGHNUT_CYCLE.length]!),
    scopeKeys: entries.map((e) => e.scope),
    sectionKeys: entries.map((e) => e.category),
    entries: [...entries],
  };
}

export interface TreemapSeries {
  data: { x: string; y: number; fillColor: string }[];
}

/** One treemap series whose cells carry the category colours, in the entries' order. */
export function treemapSeries(entries: readonly ChartEntry[]): TreemapSeries[] {
  return [{ data: entries.map((e) => ({ x: e.label, y: e.value, fillColor: e.colour })) }];
}

/** Spec §3 bar entries per scope: the scope cards' figures and shares. */
export function scopeEntries(view: ChartsDataView, labelOf: (scope: ScopeNumberKey) => string): ChartEntry[] {
  const total = totalKg(view);
  return SCOPE_KEYS.map((scope) => {
    const co2eKg = view.table[scope]?.summary.co2e ?? 0;
    return {
      category: scope,
      scope,
      label: labelOf(scope),
      co2eKg,
      value: roundTo(toTonnes(co2eKg), 4),
      percentage: percentage(co2eKg, total),
      colour: SCOPE_COLOURS[scope],
    };
  });
}

/** The footprint of the scope(s) the filter shows (every scope by default). */
export function totalKg(view: ChartsDataView, filter: ScopeFilter = -1): number {
  const scope = scopeKeyOfFilter(filter);
  return SCOPE_KEYS.filter((k) => scope === null || k === scope).reduce(
    (sum, k) => sum + (view.table[k]?.summary.co2e ?? 0),
    0,
  );
}

export function isEmpty(view: ChartsDataView): boolean {
  return view.chart1.every((entry) => entry.co2e === 0) && totalKg(view) === 0;
}

/** The monthly totals of the filtered scope(s) in month order, as tonnes with 4 decimals (line chart). */
export function monthlySeries(
  view: ChartsDataView,
  filter: ScopeFilter = -1,
): { period: string; co2eKg: number; value: number }[] {
  const scope = scopeKeyOfFilter(filter);
  const months = scope === null ? view.line : (view.lineByScope?.[scope] ?? {});
  return Object.entries(months)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, { co2e }]) => ({ period, co2eKg: co2e, value: roundTo(toTonnes(co2e), 4) }));
}
