import type { ChartsDataView, EmissionSummaryView } from './charts-data.view.js';
import { chartsDataToGraph } from './charts-data.graph.js';
import { chartsDataFromGraph } from './charts-data-from-graph.js';
import { chartsDataGraphSchema, chartsDataViewSchema } from './index.js';

const figure = (co2e: number, lines = 1): EmissionSummaryView => ({
  co2e,
  co2: null,
  ch4: null,
  n2o: null,
  lines,
});
const emptyScope = { summary: { co2e: 0, co2: 0, ch4: 0, n2o: 0, lines: 0 }, categories: {} };

const VIEW: ChartsDataView = {
  line: { '2024-12': { co2e: 251 }, '2025-01': { co2e: 1245 } },
  lineByScope: { scope1: { '2024-12': { co2e: 251 } }, scope2: { '2025-01': { co2e: 743 } }, scope3: {} },
  chart1: [
    { category: 'vehicles', scope: 'scope1', co2e: 753 },
    { category: 'electricity', scope: 'scope2', co2e: 743 },
  ],
  table: {
    scope1: {
      summary: { co2e: 753, co2: 750, ch4: 1, n2o: 2, lines: 3 },
      categories: {
        vehicles: {
          summary: figure(753, 3),
          subCategories: {
            'vehicle-fuel': {
              summary: figure(753, 3),
              items: [
                { item: 'passenger-car', summary: figure(502, 2) },
                { item: null, summary: figure(251) },
              ],
            },
            'vehicle-distance': { summary: figure(0, 0), items: [] },
          },
        },
        'stationary-combustion': { summary: figure(0, 0), subCategories: {} },
      },
    },
    scope2: {
      summary: figure(743),
      categories: {
        electricity: {
          summary: figure(743),
          subCategories: {
            electricity: { summary: figure(743), items: [{ item: 'PL', summary: figure(743) }] },
          },
        },
      },
    },
    scope3: emptyScope,
  },
  scope2Method: 'market',
  scope2Totals: { location: 743, market: 520 },
};

describe('charts data as GraphQL carries it', () => {
  it('turns back into the same view: months in order, every level of the table, items without a name', () => {
    const graph = chartsDataToGraph(VIEW);
    expect(chartsDataGraphSchema.parse(graph)).toEqual(graph);
    const back = chartsDataFromGraph(graph);
    expect(back).toEqual(VIEW);
    expect(Object.keys(back.line)).toEqual(['2024-12', '2025-01']);
    expect(Object.keys(back.table.scope1.categories)).toEqual(['vehicles', 'stationary-combustion']);
    expect(chartsDataViewSchema.parse(back)).toEqual(VIEW);
  });

  it('lists the table top-down, each line naming its level', () => {
    const table = chartsDataToGraph(VIEW).table;
    expect(
      table.filter((l) => l.scope === 'scope1').map((l) => [l.level, l.category, l.subCategory, l.item]),
    ).toEqual([
      ['scope', null, null, null],
      ['category', 'vehicles', null, null],
      ['subCategory', 'vehicles', 'vehicle-fuel', null],
      ['item', 'vehicles', 'vehicle-fuel', 'passenger-car'],
      ['item', 'vehicles', 'vehicle-fuel', null],
      ['subCategory', 'vehicles', 'vehicle-distance', null],
      ['category', 'stationary-combustion', null, null],
    ]);
  });

  it("leaves out what a GraphQL client adds to each object (urql's __typename)", () => {
    const tag = <T extends object>(value: T, name: string): T => ({ ...value, __typename: name });
    const graph = chartsDataToGraph(VIEW);
    const tagged = {
      ...graph,
      chart1: graph.chart1.map((c) => tag(c, 'CategoryTotal')),
      table: graph.table.map((l) =>
        tag({ ...l, summary: tag(l.summary, 'EmissionSummary') }, 'ChartsTableLine'),
      ),
      scope2Totals: tag(graph.scope2Totals, 'Scope2Totals'),
    };
    expect(chartsDataFromGraph(tagged)).toEqual(VIEW);
  });
});
