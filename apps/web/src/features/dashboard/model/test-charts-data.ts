import type { ChartsDataView, EmissionSummaryView } from '@ghg/contracts';

function summary(co2e: number, lines = 1): EmissionSummaryView {
  return { co2e, co2: null, ch4: null, n2o: null, lines };
}

/** A small hand-built charts answer: vehicles 1500 kg + electricity 2500 kg + franchises 1000 kg. */
export function sampleChartsData(): ChartsDataView {
  return {
    line: { '2025-02': { co2e: 3000 }, '2025-01': { co2e: 2000 } },
    lineByScope: {
      scope1: { '2025-01': { co2e: 1500 } },
      scope2: { '2025-02': { co2e: 2000 }, '2025-01': { co2e: 500 } },
      scope3: { '2025-02': { co2e: 1000 } },
    },
    chart1: [
      { category: 'vehicles', scope: 'scope1', co2e: 1500 },
      { category: 'electricity', scope: 'scope2', co2e: 2500 },
      { category: 'franchises', scope: 'scope3', co2e: 1000 },
      { category: 'waste', scope: 'scope3', co2e: 0 },
    ],
    table: {
      scope1: {
        summary: summary(1500, 2),
        categories: {
          vehicles: {
            summary: summary(1500, 2),
            subCategories: {
              'vehicle-fuel': {
                summary: summary(1500, 2),
                items: [{ item: 'diesel', summary: summary(1500, 2) }],
              },
            },
          },
        },
      },
      scope2: {
        summary: summary(2500),
        categories: {
          electricity: {
            summary: summary(2500),
            subCategories: { electricity: { summary: summary(2500), items: [] } },
          },
        },
      },
      scope3: {
        summary: summary(1000),
        categories: {
          franchises: {
            summary: summary(1000),
            subCategories: { franchises: { summary: summary(1000), items: [] } },
          },
        },
      },
    },
    scope2Method: 'location',
    scope2Totals: { location: 2500, market: 1800 },
  };
}
