import { z } from 'zod';
import { viewSchema } from '../views/view-schema.js';
import { scopeNumberKeySchema } from './charts-view.schemas.js';
import type { EmissionLineWorkingView, FactorCitationView } from './emission-line-working.view.js';

// Run-time schema of one emission line's working (the drill-down's last level).

export const factorCitationViewSchema = viewSchema<FactorCitationView>()(
  z
    .object({
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
    })
    .describe('Where a factor comes from, as an auditor cites it; value is kg CO2e per unit.'),
);

const workingStepSchema = z
  .object({
    activityKind: z.string(),
    entered: z.object({ value: z.number(), unit: z.string() }).nullable(),
    quantity: z.number().nullable(),
    factor: factorCitationViewSchema,
    kg: z.number(),
  })
  .describe('One activity of the row: quantity (in the factor’s unit) × factor = kg.');

const scope2WorkingSchema = z
  .object({
    kwh: z.number(),
    location: z.object({ perKwh: z.number(), kg: z.number(), factor: factorCitationViewSchema }),
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
      factor: factorCitationViewSchema,
      kg: z.number(),
    }),
  })
  .describe('Scope 2 dual reporting of one line.');

export const emissionLineWorkingViewSchema = viewSchema<EmissionLineWorkingView>()(
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
      locationBasedKg: z.number().nullable(),
      marketBasedKg: z.number().nullable(),
      method: z.string(),
      dataQuality: z.string(),
      factorSetVersion: z.string(),
      working: z
        .object({ steps: z.array(workingStepSchema), scope2: scope2WorkingSchema.nullable(), kg: z.number() })
        .nullable()
        .describe('Null when the row can no longer be worked out with the current factor set.'),
      events: z.array(
        z
          .object({
            occurredAt: z.string(),
            actorName: z.string(),
            eventType: z.string(),
            field: z.string().nullable(),
            eventId: z.string(),
            position: z.string(),
          })
          .describe('An event that produced the row: who (named as at the time), when, what.'),
      ),
    })
    .describe(
      'One emission line with its working: activity, factor and source row, both Scope 2 methods, events.',
    ),
);
