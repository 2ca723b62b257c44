import type {
  CategoryView,
  ChartsDataView,
  EmissionSummaryView,
  ScopeTableView,
} from './charts-data.view.js';
import type { ChartsDataGraph, ChartsTableLine, MonthTotal } from './charts-data.graph.js';

// The dashboard's way back from the GraphQL shape, apart from the schemas: the web's dashboard needs this function
// only, and importing it fetches and runs no zod before the first paint.

// The web's GraphQL client adds __typename to every object: the REST shape is rebuilt field by field.
const summaryOf = ({ co2e, co2, ch4, n2o, lines }: EmissionSummaryView): EmissionSummaryView => ({
  co2e,
  co2,
  ch4,
  n2o,
  lines,
});

const monthsFromGraph = (months: readonly MonthTotal[]): Record<string, { co2e: number }> =>
  Object.fromEntries(months.map(({ month, co2e }) => [month, { co2e }]));

function tableFromGraph(lines: readonly ChartsTableLine[]): ChartsDataView['table'] {
  const empty = (): ScopeTableView => ({
    summary: { co2e: 0, co2: null, ch4: null, n2o: null, lines: 0 },
    categories: {},
  });
  const table = { scope1: empty(), scope2: empty(), scope3: empty() };
  const categoryOf = (line: ChartsTableLine): CategoryView =>
    (table[line.scope].categories[line.category ?? ''] ??= {
      summary: summaryOf(line.summary),
      subCategories: {},
    });
  for (const line of lines) {
    const summary = summaryOf(line.summary);
    if (line.level === 'scope') table[line.scope].summary = summary;
    else if (line.level === 'category') categoryOf(line).summary = summary;
    else if (line.level === 'subCategory')
      categoryOf(line).subCategories[line.subCategory ?? ''] = { summary, items: [] };
    else categoryOf(line).subCategories[line.subCategory ?? '']?.items.push({ item: line.item, summary });
  }
  return table;
}

export function chartsDataFromGraph(graph: ChartsDataGraph): ChartsDataView {
  return {
    line: monthsFromGraph(graph.line),
    lineByScope: {
      scope1: monthsFromGraph(graph.lineByScope.scope1),
      scope2: monthsFromGraph(graph.lineByScope.scope2),
      scope3: monthsFromGraph(graph.lineByScope.scope3),
    },
    chart1: graph.chart1.map(({ category, scope, co2e }) => ({ category, scope, co2e })),
    table: tableFromGraph(graph.table),
    scope2Method: graph.scope2Method,
    scope2Totals: { location: graph.scope2Totals.location, market: graph.scope2Totals.market },
  };
}
