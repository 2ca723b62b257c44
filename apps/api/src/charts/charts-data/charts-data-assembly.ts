import type {
  CategoryView,
  ChartItemView,
  ChartsDataView,
  EmissionSummaryView,
  Scope2Method,
  ScopeNumberKey,
  ScopeTableView,
} from '@ghg/contracts';
import { SCOPE_NUMBER_KEYS, scopeNumberKeyOf } from '../charts-filter.js';

/**
 * One row of the GROUP BY: either a month's total of one scope (period and scope set, the rest null) or the
 * range's total of one scope × section × table × item (period null). A row without a scope (the query's row that
 * carries only the version) adds nothing.
 */
export interface EmissionGroup {
  period: string | null;
  scope: string | null;
  category: string | null;
  subcategory: string | null;
  item: string | null;
  co2e: number;
  /** Scope 2 lines under each method (0 for other scopes): the dual report beside the chosen method. */
  locationKg: number;
  marketKg: number;
  co2: number;
  ch4: number;
  n2o: number;
  lines: number;
  /** How many of the lines carry each gas: a sum is shown only when all of them do. */
  co2Lines: number;
  ch4Lines: number;
  n2oLines: number;
}

/** A running summary; gases stay sums with their line counts until the view is built. */
class Tally {
  co2e = 0;
  lines = 0;
  private co2 = 0;
  private ch4 = 0;
  private n2o = 0;
  private co2Lines = 0;
  private ch4Lines = 0;
  private n2oLines = 0;

  add(g: EmissionGroup): void {
    this.co2e += g.co2e;
    this.lines += g.lines;
    this.co2 += g.co2;
    this.ch4 += g.ch4;
    this.n2o += g.n2o;
    this.co2Lines += g.co2Lines;
    this.ch4Lines += g.ch4Lines;
    this.n2oLines += g.n2oLines;
  }

  view(): EmissionSummaryView {
    const gas = (sum: number, lines: number) => (lines === this.lines ? sum : null);
    return {
      co2e: this.co2e,
      co2: gas(this.co2, this.co2Lines),
      ch4: gas(this.ch4, this.ch4Lines),
      n2o: gas(this.n2o, this.n2oLines),
      lines: this.lines,
    };
  }
}

const getOrAdd = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
};

interface SubCategoryTally {
  tally: Tally;
  items: Map<string | null, Tally>;
}
interface CategoryTally {
  tally: Tally;
  subCategories: Map<string, SubCategoryTally>;
}
interface ScopeTally {
  tally: Tally;
  categories: Map<string, CategoryTally>;
}

/**
 * Rolls the groups up into the spec's shape: `line` per month (month order), `chart1` per section (largest first
 * within each scope), `table` per scope → section → table → item (largest first). Every scope is present, empty
 * ones with zero figures, so an empty range is an empty dashboard and not an error.
 */
export function assembleChartsData(groups: readonly EmissionGroup[], method: Scope2Method): ChartsDataView {
  const months = new Map<string, number>();
  const monthsByScope = new Map<ScopeNumberKey, Map<string, number>>(
    SCOPE_NUMBER_KEYS.map((k) => [k, new Map()]),
  );
  const scope2 = { location: 0, market: 0 };
  const scopes = new Map<ScopeNumberKey, ScopeTally>(
    SCOPE_NUMBER_KEYS.map((k) => [k, { tally: new Tally(), categories: new Map() }]),
  );
  for (const g of groups) {
    if (g.period !== null) {
      months.set(g.period, (months.get(g.period) ?? 0) + g.co2e);
      const byScope = g.scope === null ? undefined : monthsByScope.get(scopeNumberKeyOf(g.scope));
      byScope?.set(g.period, (byScope.get(g.period) ?? 0) + g.co2e);
      continue;
    }
    const scope = g.scope === null ? undefined : scopes.get(scopeNumberKeyOf(g.scope));
    if (!scope || g.category === null || g.subcategory === null) continue;
    scope2.location += g.locationKg;
    scope2.market += g.marketKg;
    scope.tally.add(g);
    const category = getOrAdd(scope.categories, g.category, () => ({
      tally: new Tally(),
      subCategories: new Map(),
    }));
    category.tally.add(g);
    const sub = getOrAdd(category.subCategories, g.subcategory, () => ({
      tally: new Tally(),
      items: new Map(),
    }));
    sub.tally.add(g);
    getOrAdd(sub.items, g.item, () => new Tally()).add(g);
  }
  const line = monthOrder(months);
  const lineByScope = Object.fromEntries(
    SCOPE_NUMBER_KEYS.map((k) => [k, monthOrder(monthsByScope.get(k)!)]),
  ) as ChartsDataView['lineByScope'];
  const chart1: ChartsDataView['chart1'] = [];
  const table = {} as Record<ScopeNumberKey, ScopeTableView>;
  for (const [key, scope] of scopes) {
    const categories: Record<string, CategoryView> = {};
    for (const [category, c] of largestFirst(scope.categories)) {
      chart1.push({ category, scope: key, co2e: c.tally.co2e });
      const subCategories: CategoryView['subCategories'] = {};
      for (const [subCategory, s] of largestFirst(c.subCategories)) {
        const items: ChartItemView[] = [...s.items.entries()]
          .sort(([, a], [, b]) => b.co2e - a.co2e)
          .map(([item, t]) => ({ item, summary: t.view() }));
        subCategories[subCategory] = { summary: s.tally.view(), items };
      }
      categories[category] = { summary: c.tally.view(), subCategories };
    }
    table[key] = { summary: scope.tally.view(), categories };
  }
  return { line, lineByScope, chart1, table, scope2Method: method, scope2Totals: scope2 };
}

function monthOrder(months: Map<string, number>): Record<string, { co2e: number }> {
  return Object.fromEntries(
    [...months.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([period, co2e]) => [period, { co2e }]),
  );
}

function largestFirst<T extends { tally: Tally }>(map: Map<string, T>): [string, T][] {
  return [...map.entries()].sort(([ka, a], [kb, b]) => b.tally.co2e - a.tally.co2e || (ka < kb ? -1 : 1));
}
