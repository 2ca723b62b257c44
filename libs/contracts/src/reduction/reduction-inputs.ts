import { z } from 'zod';

/**
 * Bodies of the reduction-plan and target commands. Only their shape is checked here (types, lengths); the
 * domain decides what a valid measure, date or target is, so one refusal names every failing field.
 */
const commitment = {
  owner: z.string().max(1000).optional(),
  dueDate: z.string().max(32).optional(),
  expectedReductionTonnes: z.number().nullable().optional(),
};

/** POST organizations/{orgId}/reduction-plan/measures: a catalogue measure into the plan. */
export const adoptReductionMeasureInputSchema = z
  .object({ measureId: z.string().max(64), ...commitment })
  .strict();
export type AdoptReductionMeasureInput = z.infer<typeof adoptReductionMeasureInputSchema>;

/** POST organizations/{orgId}/reduction-plan/custom-measures; measureId (the client's) makes a retry a no-op. */
export const addCustomReductionMeasureInputSchema = z
  .object({
    measureId: z.string().max(64).optional(),
    section: z.string().max(64).optional(),
    title: z.string().max(1000).optional(),
    description: z.string().max(2000).optional(),
    ...commitment,
  })
  .strict();
export type AddCustomReductionMeasureInput = z.infer<typeof addCustomReductionMeasureInputSchema>;

/** PUT organizations/{orgId}/reduction-plan/measures/{measureId}/status. */
export const changeReductionMeasureStatusInputSchema = z.object({ status: z.string().max(32) }).strict();
export type ChangeReductionMeasureStatusInput = z.infer<typeof changeReductionMeasureStatusInputSchema>;

/** PUT organizations/{orgId}/reduction-target; scope3Percent null or absent: no Scope 3 target. */
export const setReductionTargetInputSchema = z
  .object({
    baseYear: z.number().nullable().optional(),
    targetYear: z.number().nullable().optional(),
    scope12Percent: z.number().nullable().optional(),
    scope3Percent: z.number().nullable().optional(),
  })
  .strict();
export type SetReductionTargetInput = z.infer<typeof setReductionTargetInputSchema>;

/** Query of GET organizations/{orgId}/reduction-plans: ?scope=-1|1|2|3 (default -1, all scopes). */
export const reductionPlansQuerySchema = z
  .object({ scope: z.enum(['-1', '1', '2', '3'], { error: 'invalid_value' }).optional() })
  .strict();
