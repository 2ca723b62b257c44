import { z } from 'zod';
import { chartsDataQuerySchema } from './charts-data.view.js';

/**
 * GET organizations/{orgId}/data-quality?dateFrom&dateTo&scope2Method&scope: the dashboard's data-quality panel
 * under the dashboard's filters (months, Scope 2 method, one scope or all).
 */
export const dataQualityQuerySchema = chartsDataQuerySchema
  .extend({ scope: z.enum(['scope1', 'scope2', 'scope3']).optional() })
  .strict();
export type DataQualityQuery = z.infer<typeof dataQualityQuerySchema>;

/**
 * How the emission lines were obtained, by share of tonnes, the verified share and the PCAF 1–5 score (domain
 * DataQualityMix; rule in docs/methodology.md, "Data quality and the PCAF score"). The VSME report carries the same.
 */
export const dataQualityViewSchema = z.object({
  origins: z.array(
    z.object({
      origin: z.enum(['supplier-specific', 'activity-data', 'default-factor', 'spend-based']),
      tonnes: z.number(),
      share: z.number(),
    }),
  ),
  verifiedShare: z.number(),
  /** PCAF 1–5, tonne-weighted, one decimal; 5 with no emissions on record. */
  score: z.number(),
  totalTonnes: z.number(),
});
export type DataQualityView = z.infer<typeof dataQualityViewSchema>;
