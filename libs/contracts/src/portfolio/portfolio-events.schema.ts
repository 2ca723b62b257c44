import { z } from 'zod';

/** Payloads of the consent and snapshot events (libs/domain/src/portfolio). */
const consentChanges = z
  .array(
    z.object({
      field: z.literal('dataSharing'),
      before: z.enum(['given', 'withdrawn']).nullable().describe('null: never decided before'),
      after: z.enum(['given', 'withdrawn']),
    }),
  )
  .describe('The audit trail entry of the change');

export const dataSharingConsentedDataSchema = z
  .object({ organizationId: z.string(), changes: consentChanges })
  .describe("The company's administrator consented to share its climate figures with its provider (partner)");

export const dataSharingWithdrawnDataSchema = z
  .object({ organizationId: z.string(), changes: consentChanges })
  .describe('The company withdrew its consent: it leaves the partner portfolio');

export const portfolioFiguresSchema = z
  .object({
    scope1Tonnes: z.number().describe('Gross Scope 1, t CO2e'),
    scope2LocationTonnes: z.number().describe('Scope 2 location-based, t CO2e'),
    scope2MarketTonnes: z.number().describe('Scope 2 market-based, t CO2e'),
    energyMwh: z.number().describe('Total energy use, MWh (VSME B3)'),
    revenueBand: z
      .string()
      .nullable()
      .describe('Annual revenue band: LESS_THAN_100K, LESS_THAN_500K, MORE_THAN_500K; null: not answered'),
    dataQualityScore: z.number().min(1).max(5).describe('PCAF data-quality score 1 (best) to 5, one decimal'),
    verificationShare: z.number().min(0).max(1).describe("Share of the year's tonnes on verified rows"),
  })
  .meta({ id: 'PortfolioFigures' });

export const portfolioFigureChangeSchema = z.object({
  field: z.enum([
    'scope1Tonnes',
    'scope2LocationTonnes',
    'scope2MarketTonnes',
    'energyMwh',
    'revenueBand',
    'dataQualityScore',
    'verificationShare',
  ]),
  before: z.union([z.number(), z.string()]).nullable(),
  after: z.union([z.number(), z.string()]).nullable(),
  delta: z.number().nullable().describe('after − before; null for the revenue band'),
});

export const portfolioSnapshotTakenDataSchema = z
  .object({
    organizationId: z.string(),
    year: z.number().int(),
    snapshotNumber: z.number().int().min(1).describe('1, 2, … per company and year'),
    reason: z.enum(['period-locked', 'consent-given', 'recalculated']),
    lockedPeriods: z.array(z.string().regex(/^\d{4}-\d{2}$/)).describe("The year's locked months (YYYY-MM)"),
    figures: portfolioFiguresSchema,
    diff: z
      .array(portfolioFigureChangeSchema)
      .describe('What changed against the previous snapshot; [] for the first'),
  })
  .describe("A consenting company's figures of a year, frozen from its locked months for its partner");
