import { z } from 'zod';
import { hasBidiControl } from '../forms/fields/bidi-controls.js';

/**
 * Commands on one section sheet (stream answers-<orgId>-<questionId>), as clients send them. The shape is
 * checked here; what the values mean (columns, options, units, blocked months) is checked by the domain.
 */
const cellValue = z.union([z.string().max(500, { error: 'too_long' }), z.number(), z.boolean(), z.null()]);
const rowValues = z.record(z.string().max(64), cellValue);
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid_format' });
const period = z.string().regex(/^\d{4}-\d{2}$/, { error: 'invalid_format' });

export const answerCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('AnswerInitialQuestion'), answer: z.enum(['yes', 'no']) }).strict(),
  z.object({ type: z.literal('ChooseItems'), items: z.array(z.string().max(100)).max(100) }).strict(),
  z.object({ type: z.literal('ChooseFuels'), fuels: z.array(z.string().max(100)).max(100) }).strict(),
  z.object({ type: z.literal('ChoosePath'), path: z.enum(['detailed', 'summarized']) }).strict(),
  z
    .object({
      type: z.literal('AddRow'),
      /** Optional: the client may name the row (so its local copy keeps the id); otherwise the server does. */
      rowId: id.optional(),
      table: z.string().min(1).max(64),
      period,
      values: rowValues,
    })
    .strict(),
  z
    .object({ type: z.literal('UpdateRow'), rowId: id, period: period.optional(), values: rowValues })
    .strict(),
  z.object({ type: z.literal('DuplicateRow'), rowId: id, newRowId: id.optional() }).strict(),
  z.object({ type: z.literal('DeleteRows'), rowIds: z.array(id).min(1).max(1000) }).strict(),
  z.object({ type: z.literal('DeleteAllRows') }).strict(),
  z.object({ type: z.literal('ResetSection') }).strict(),
  z.object({ type: z.literal('AnswerGreenEnergy'), answer: z.enum(['yes', 'no', 'dont-know']) }).strict(),
  z
    .object({
      type: z.literal('DefineCustomFactor'),
      custom: z
        .object({
          customId: id.optional(),
          kind: z.enum(['fuel', 'provider', 'refrigerant']),
          name: z
            .string()
            .max(100, { error: 'too_long' })
            .refine((name) => !hasBidiControl(name), { error: 'bidi_control' }),
          kgCo2ePerUnit: z.number().nullable(),
          unit: z.string().max(32),
        })
        .strict(),
    })
    .strict(),
]);

export type AnswerCommandInput = z.infer<typeof answerCommandSchema>;
export type AnswerCommandType = AnswerCommandInput['type'];

/** Months provider staff block or unblock: 'YYYY-MM'. */
export const periodInputSchema = z.object({ period }).strict();
