import { z } from 'zod';
import { viewSchema } from '../views/view-schema.js';
import type {
  BenchmarkView,
  ChartsDataView,
  EmissionLineView,
  EmissionSummaryView,
  ScopeTableView,
} from './charts-data.view.js';

// Run-time schemas of the dashboard's views (spec §3 charts data, drill-down lines, sector comparison).

const SCOPES = ['scope1', 'scope2', 'scope3'] as const;
export const scopeNumberKeySchema = z.enum(SCOPES);

export const emissionSummaryViewSchema = viewSchema<EmissionSummaryView>()(
  z.object({
    co2e: z.number(),
    co2: z.number().nullable().describe('Gas masses where every line has the split; null otherwise.'),
    ch4: z.number().nullable(),
    n2o: z.number().nullable(),
    lines: z.number().int().describe('How many emission lines the figure adds up.'),
  }),
);

const scopeTableViewSchema = viewSchema<ScopeTableView>()(
  z.object({
    summary: emissionSummaryViewSchema,
    categories: z.record(
      z.string(),
      z.object({
        summary: emissionSummaryViewSchema,
        subCategories: z.record(
          z.string(),
          z.object({
            summary: emissionSummaryViewSchema,
            items: z.array(z.object({ item: z.string().nullable(), summary: emissionSummaryViewSchema })),
          }),
        ),
      }),
    ),
  }),
);

const monthTotalsSchema = z.record(z.string(), z.object({ co2e: z.number() }));

export const chart1EntrySchema = z.object({
  category: z.string(),
  scope: scopeNumberKeySchema,
  co2e: z.number(),
});

export const scope2TotalsSchema = z
  .object({ location: z.number(), market: z.number() })
  .describe(
    'Scope 2 under both methods over the range (dual reporting), whatever scope2Method the rest follows.',
  );

/** The charts data as REST answers it (spec §3): months and sections are keys of objects. */
export const chartsDataViewSchema = viewSchema<ChartsDataView>()(
  z.object({
    line: monthTotalsSchema,
    lineByScope: z.object({
      scope1: monthTotalsSchema,
      scope2: monthTotalsSchema,
      scope3: monthTotalsSchema,
    }),
    chart1: z.array(chart1EntrySchema),
    table: z.object({
      scope1: scopeTableViewSchema,
      scope2: scopeTableViewSchema,
      scope3: scopeTableViewSchema,
    }),
    scope2Method: z.enum(['location', 'market']),
    scope2Totals: scope2TotalsSchema,
  }),
);

export const emissionLineViewSchema = viewSchema<EmissionLineView>()(
  z
    .object({
      questionId: z.string(),
      rowId: z.string(),
      period: z.string(),
      scope: scopeNumberKeySchema,
      category: z.string(),
      subCategory: z.string(),
      item: z.string().nullable(),
      co2eKg: z.number(),
      locationBasedKg: z
        .number()
        .nullable()
        .describe('Scope 2 lines under each method (dual reporting); null for other scopes.'),
      marketBasedKg: z.number().nullable(),
      method: z.string(),
      factorId: z.string(),
      factorSetVersion: z.string(),
      factorSource: z.string(),
      factorYear: z.number().int().nullable(),
      dataQuality: z.string(),
    })
    .describe(
      "co2eKg follows the requested Scope 2 method; factorYear is null for the organization's own factors.",
    ),
);

export const benchmarkViewSchema = viewSchema<BenchmarkView>()(
  z.object({
    industry: z.string().nullable(),
    minimumPeers: z.number().int(),
    peerCount: z.number().int(),
    points: z.array(
      z
        .object({
          own: z.boolean(),
          demo: z.boolean(),
          employees: z.number().int(),
          co2eTonnes: z.number(),
          year: z.number().int(),
        })
        .describe('One company in one year; no id or name. co2eTonnes: location-based.'),
    ),
    years: z.array(
      z.object({ year: z.number().int(), own: z.number().nullable(), sectorAverage: z.number().nullable() }),
    ),
  }),
);
