import { z } from 'zod';

/** Payloads of the reduction-plan-<orgId> and reduction-target-<orgId> streams (libs/domain/src/reduction). */
const measureStatus = z.enum(['planned', 'in-progress', 'done', 'dropped']);

export const reductionMeasureAdoptedDataSchema = z
  .object({
    organizationId: z.string(),
    measureId: z.string().describe('A catalogue measure id, or custom-<uuid>'),
    section: z.string(),
    custom: z
      .object({ title: z.string(), description: z.string() })
      .nullable()
      .describe('The words of a measure the company wrote itself; null: a catalogue measure'),
    owner: z.string(),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    expectedReductionTonnes: z.number().describe('Expected cut, tonnes CO2e a year'),
    adoptedBy: z.string(),
  })
  .describe('A measure was taken into the company’s reduction plan (status planned)');

export const reductionMeasureStatusChangedDataSchema = z
  .object({
    organizationId: z.string(),
    measureId: z.string(),
    from: measureStatus,
    to: measureStatus,
    changedBy: z.string(),
  })
  .describe('A measure of the reduction plan changed status');

export const reductionTargetSetDataSchema = z
  .object({
    organizationId: z.string(),
    baseYear: z.number().int(),
    targetYear: z.number().int(),
    scope12Percent: z.number(),
    scope3Percent: z.number().nullable().describe('null: no Scope 3 target'),
    baseYearTonnes: z
      .object({ scope12: z.number(), scope3: z.number() })
      .describe('The base year’s tonnes CO2e by scope group as they stood when the target was set'),
    setBy: z.string(),
  })
  .describe('The company set its reduction target');
