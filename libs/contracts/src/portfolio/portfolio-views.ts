import { z } from 'zod';
import { portfolioFigureChangeSchema, portfolioFiguresSchema } from './portfolio-events.schema.js';

/** GET/PUT/DELETE organizations/{orgId}/data-sharing: the company's consent to share with its provider. */
export const dataSharingViewSchema = z
  .object({
    consented: z.boolean(),
    /** When the consent was last given or withdrawn; null: never decided. */
    changedAt: z.string().nullable(),
  })
  .meta({ id: 'DataSharingView' });
export type DataSharingView = z.infer<typeof dataSharingViewSchema>;

/** One consenting company and year in the partner portfolio: its latest snapshot and what it changed. */
export const portfolioRowSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  /** null: the company consents but has no locked month yet, so no snapshot. */
  year: z.number().int().nullable(),
  snapshotNumber: z.number().int().nullable(),
  takenAt: z.string().nullable(),
  lockedPeriods: z.array(z.string()),
  figures: portfolioFiguresSchema.nullable(),
  diff: z.array(portfolioFigureChangeSchema),
});
export type PortfolioRow = z.infer<typeof portfolioRowSchema>;

export const portfolioTotalsSchema = z.object({
  year: z.number().int(),
  companies: z.number().int(),
  scope1Tonnes: z.number(),
  scope2LocationTonnes: z.number(),
  scope2MarketTonnes: z.number(),
  energyMwh: z.number(),
  dataQualityScore: z.number().nullable(),
  verificationShare: z.number().nullable(),
});

/** GET backoffice/portfolio: provider staff's view of the consenting clients, from locked snapshots. */
export const portfolioViewSchema = z
  .object({ rows: z.array(portfolioRowSchema), totals: z.array(portfolioTotalsSchema) })
  .meta({ id: 'PortfolioView' });
export type PortfolioView = z.infer<typeof portfolioViewSchema>;

export const portfolioQuerySchema = z
  .object({
    year: z
      .string()
      .regex(/^(19|20)\d{2}$/, { error: 'invalid_format' })
      .optional(),
    lang: z.enum(['pl', 'en'], { error: 'invalid_value' }).optional(),
  })
  .strict();
