import type { EmissionLineWorkingView } from '@ghg/contracts';
import { z } from 'zod';
import { viewSchema } from './view-schema.js';

// Response schema of one emission line's working (the drill-down's last level).

const factorCitation = z.object({
  factorId: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.string().nullable(),
  publisher: z.string(),
  table: z.string(),
  sourceRowId: z.string(),
  publicationYear: z.number().int().nullable(),
  dataYear: z.number().int().nullable(),
  gwpSet: z.string().nullable(),
  estimated: z.boolean(),
  own: z.boolean(),
});

const step = z.object({
  activityKind: z.string(),
  entered: z.object({ value: z.number(), unit: z.string() }).nullable(),
  quantity: z.number().nullable(),
  factor: factorCitation,
  kg: z.number(),
});

const scope2 = z.object({
  kwh: z.number(),
  location: z.object({ perKwh: z.number(), kg: z.number(), factor: factorCitation }),
  market: z.object({
    basis: z.string(),
    certificates: z.array(
      z.object({
        rowId: z.string(),
        certificate: z.string(),
        amount: z.number(),
        unit: z.string(),
        coveredKwh: z.number(),
      }),
    ),
    certifiedKwh: z.number(),
    uncoveredKwh: z.number(),
    uncoveredBasis: z.string(),
    perKwh: z.number().nullable(),
    factor: factorCitation,
    kg: z.number(),
  }),
});

export const emissionLineWorkingSchema = viewSchema<EmissionLineWorkingView>()(
  z.object({
    questionId: z.string(),
    rowId: z.string(),
    period: z.string(),
    scope: z.enum(['scope1', 'scope2', 'scope3']),
    category: z.string(),
    subCategory: z.string(),
    item: z.string().nullable(),
    co2eKg: z.number(),
    locationBasedKg: z.number().nullable(),
    marketBasedKg: z.number().nullable(),
    method: z.string(),
    dataQuality: z.string(),
    factorSetVersion: z.string(),
    working: z.object({ steps: z.array(step), scope2: scope2.nullable(), kg: z.number() }).nullable(),
    events: z.array(
      z.object({
        occurredAt: z.string(),
        actorName: z.string(),
        eventType: z.string(),
        field: z.string().nullable(),
        eventId: z.string(),
        position: z.string(),
      }),
    ),
  }),
);
