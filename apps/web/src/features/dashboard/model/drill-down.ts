import type { ChartsDataView, EmissionLineView, EmissionLinesQuery, ScopeNumberKey } from '@ghg/contracts';
import type { PeriodRange } from './period-choice';
import { SCOPE_KEYS, totalKg } from './chart-entries';

/**
 * What was clicked: the whole footprint, a scope, a section of a scope, or a month of the line chart. The total
 * and the month carry the dashboard's scope filter (null: every scope), so they open the lines they add up.
 */
export type DrillTarget =
  | { kind: 'total'; scope?: ScopeNumberKey | null }
  | { kind: 'scope'; scope: ScopeNumberKey }
  | { kind: 'category'; scope: ScopeNumberKey; category: string }
  | { kind: 'month'; period: string; scope?: ScopeNumberKey | null };

/** The figure (kg) the dashboard showed for a target, read from the same charts data. */
export function figureKg(view: ChartsDataView, target: DrillTarget): number {
  switch (target.kind) {
    case 'total':
      return target.scope ? (view.table[target.scope]?.summary.co2e ?? 0) : totalKg(view);
    case 'scope':
      return view.table[target.scope]?.summary.co2e ?? 0;
    case 'category':
      return (
        view.table[target.scope]?.categories[target.category]?.summary.co2e ??
        view.chart1
          .filter((e) => e.scope === target.scope && e.category === target.category)
          .reduce((sum, e) => sum + e.co2e, 0)
      );
    case 'month':
      return target.scope
        ? (view.lineByScope?.[target.scope]?.[target.period]?.co2e ?? 0)
        : (view.line[target.period]?.co2e ?? 0);
  }
}

/** The emission-lines query for a target under the dashboard's range and Scope 2 method. */
export function linesQuery(
  target: DrillTarget,
  range: PeriodRange,
  scope2Method: 'location' | 'market',
): EmissionLinesQuery {
  const base: EmissionLinesQuery = { ...range, scope2Method };
  switch (target.kind) {
    case 'total':
      return target.scope ? { ...base, scope: target.scope } : base;
    case 'scope':
      return { ...base, scope: target.scope };
    case 'category':
      return { ...base, scope: target.scope, category: target.category };
    case 'month':
      return target.scope
        ? { ...base, scope: target.scope, period: target.period }
        : { ...base, period: target.period };
  }
}

export function sumLinesKg(lines: readonly Pick<EmissionLineView, 'co2eKg'>[]): number {
  return lines.reduce((sum, line) => sum + line.co2eKg, 0);
}

/** Lines and figure agree to the gram: float sums of many lines differ only in the last bits. */
export function addsUp(figure: number, sum: number): boolean {
  return Math.abs(figure - sum) <= Math.max(1e-3, Math.abs(figure) * 1e-9);
}

/** Lines grouped for the panel: by scope, section and table, then month, then row. */
export function orderedLines(lines: readonly EmissionLineView[]): EmissionLineView[] {
  const scopeIndex = (scope: ScopeNumberKey) => SCOPE_KEYS.indexOf(scope);
  return [...lines].sort(
    (a, b) =>
      scopeIndex(a.scope) - scopeIndex(b.scope) ||
      a.category.localeCompare(b.category) ||
      a.subCategory.localeCompare(b.subCategory) ||
      a.period.localeCompare(b.period) ||
      a.rowId.localeCompare(b.rowId),
  );
}
