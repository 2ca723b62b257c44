import { z } from 'zod';
import type { ChartsDataView, ScopeNumberKey } from './charts-data.view.js';
import {
  chart1EntrySchema,
  emissionSummaryViewSchema,
  scope2TotalsSchema,
  scopeNumberKeySchema,
} from './charts-view.schemas.js';

/*
 * The charts data as GraphQL carries it. GraphQL has no objects keyed by data (months, section keys), and the
 * nested table (scope → category → sub-category → item) would be deeper than the request depth limit: months
 * become lists of { month, co2e } and the table one flat list of lines, each naming its level. Everything else
 * keeps the REST shape. chartsDataToGraph and chartsDataFromGraph (charts-data-from-graph.ts) turn one into the other
 * without loss.
 */

const monthTotalSchema = z.object({ month: z.string().describe('YYYY-MM'), co2e: z.number() });

const TABLE_LEVELS = ['scope', 'category', 'subCategory', 'item'] as const;
export type ChartsTableLevel = (typeof TABLE_LEVELS)[number];

const chartsTableLineSchema = z
  .object({
    level: z.enum(TABLE_LEVELS),
    scope: scopeNumberKeySchema,
    category: z.string().nullable(),
    subCategory: z.string().nullable(),
    item: z.string().nullable(),
    summary: emissionSummaryViewSchema,
  })
  .describe(
    'One figure of the table: level scope, category, subCategory or item (item null: the rows naming none); ' +
      'lines come in table order, each level followed by the levels under it.',
  );

export const chartsDataGraphSchema = z
  .object({
    line: z.array(monthTotalSchema).describe('Total per month, in month order.'),
    lineByScope: z.object({
      scope1: z.array(monthTotalSchema),
      scope2: z.array(monthTotalSchema),
      scope3: z.array(monthTotalSchema),
    }),
    chart1: z.array(chart1EntrySchema),
    table: z.array(chartsTableLineSchema),
    scope2Method: z.enum(['location', 'market']),
    scope2Totals: scope2TotalsSchema,
  })
  .describe('The dashboard figures (spec §3 charts data); every figure is kg CO2e.');
export type ChartsDataGraph = z.infer<typeof chartsDataGraphSchema>;
export type MonthTotal = z.infer<typeof monthTotalSchema>;
export type ChartsTableLine = z.infer<typeof chartsTableLineSchema>;

const SCOPE_KEYS: readonly ScopeNumberKey[] = ['scope1', 'scope2', 'scope3'];

const monthsToGraph = (months: Record<string, { co2e: number }>): MonthTotal[] =>
  Object.entries(months).map(([month, { co2e }]) => ({ month, co2e }));

function tableToGraph(table: ChartsDataView['table']): ChartsTableLine[] {
  const none = { category: null, subCategory: null, item: null };
  return SCOPE_KEYS.flatMap((scope) => [
    { level: 'scope' as const, scope, ...none, summary: table[scope].summary },
    ...Object.entries(table[scope].categories).flatMap(([category, c]) => [
      { level: 'category' as const, scope, ...none, category, summary: c.summary },
      ...Object.entries(c.subCategories).flatMap(([subCategory, s]) => [
        { level: 'subCategory' as const, scope, category, subCategory, item: null, summary: s.summary },
        ...s.items.map((i) => ({ level: 'item' as const, scope, category, subCategory, ...i })),
      ]),
    ]),
  ]);
}

export function chartsDataToGraph(view: ChartsDataView): ChartsDataGraph {
  return {
    line: monthsToGraph(view.line),
    lineByScope: {
      scope1: monthsToGraph(view.lineByScope.scope1),
      scope2: monthsToGraph(view.lineByScope.scope2),
      scope3: monthsToGraph(view.lineByScope.scope3),
    },
    chart1: view.chart1,
    table: tableToGraph(view.table),
    scope2Method: view.scope2Method,
    scope2Totals: view.scope2Totals,
  };
}
