import { z } from 'zod';
import { dataQualityViewSchema } from '../charts/data-quality.view.js';

/** GET organizations/{orgId}/vsme-climate?year=YYYY: the VSME climate datapoints of one calendar year. */
export const vsmeClimateQuerySchema = z
  .object({ year: z.string().regex(/^(19|20)\d{2}$/, { error: 'invalid_format' }) })
  .strict();
export type VsmeClimateQuery = z.infer<typeof vsmeClimateQuerySchema>;

/** GET organizations/{orgId}/vsme-climate.pdf?year=YYYY(&lang=pl|en): the same figures as a PDF. */
export const vsmeClimatePdfQuerySchema = vsmeClimateQuerySchema.extend({
  lang: z.enum(['pl', 'en'], { error: 'invalid_value' }).optional(),
});

const energySplitSchema = z.object({
  totalMwh: z.number(),
  renewableMwh: z.number(),
  nonRenewableMwh: z.number(),
});
const carrierSchema = z.enum(['fuel', 'electricity', 'heat']);

/** The VSME B3 climate figures of a year with the data-quality mix behind them (domain B3Climate, DataQualityMix). */
export const vsmeClimateViewSchema = z.object({
  organizationName: z.string(),
  year: z.number().int(),
  generatedAt: z.string(),
  energy: energySplitSchema.extend({
    byCarrier: z.object({ fuel: energySplitSchema, electricity: energySplitSchema, heat: energySplitSchema }),
    /** Rows that used energy without a kWh figure (a vehicle by distance): counted, never added as 0. */
    gaps: z.array(z.object({ carrier: carrierSchema, reason: z.string() })),
  }),
  emissions: z.object({
    scope1Tonnes: z.number(),
    scope2LocationTonnes: z.number(),
    scope2MarketTonnes: z.number(),
    scope3Tonnes: z.number(),
    scope1And2LocationTonnes: z.number(),
    scope1And2MarketTonnes: z.number(),
  }),
  intensity: z.object({ locationTonnesPerEur: z.number(), marketTonnesPerEur: z.number() }).nullable(),
  dataQuality: dataQualityViewSchema,
  /** VSME C3: the company's reduction target (reduction plans), null when it has set none. */
  targets: z
    .object({
      baseYear: z.number().int(),
      targetYear: z.number().int(),
      groups: z.array(
        z.object({
          group: z.enum(['scope-1-2', 'scope-3']),
          reductionPercent: z.number(),
          baseYearTonnes: z.number(),
          targetYearTonnes: z.number(),
        }),
      ),
    })
    .nullable(),
  /** B3 datapoints, then the C3 ones when a target is set. */
  datapoints: z.array(
    z.object({
      id: z.string(),
      label: z.object({ pl: z.string(), en: z.string() }),
      value: z.number().nullable(),
      unit: z.string(),
    }),
  ),
});
export type VsmeClimateView = z.infer<typeof vsmeClimateViewSchema>;
