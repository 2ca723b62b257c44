import { z } from 'zod';

/** Payloads of the organization stream's events (libs/domain/src/organization/organization.events.ts). */
export const organizationRegisteredDataSchema = z
  .object({
    organizationId: z.string(),
    name: z.string(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2, null when not given at registration'),
    demo: z.boolean().describe('A demo organization seeded with sample data'),
    address: z
      .object({ street: z.string(), postalCode: z.string(), city: z.string(), nip: z.string() })
      .optional()
      .describe('Company data given at registration through an admin magic link'),
  })
  .describe('A company registered in GHG Ledger');

const answerValue = z.union([z.string(), z.number()]);

export const initialQuestionsAnsweredDataSchema = z
  .object({
    organizationId: z.string(),
    answers: z.record(z.string(), answerValue).describe('The whole answer after this change, by field'),
    changes: z
      .array(
        z.object({
          field: z.string(),
          before: answerValue.nullable().describe('null: no answer before'),
          after: answerValue.nullable().describe('null: answer cleared'),
        }),
      )
      .describe('The fields this answer changed'),
  })
  .describe('The company answered (or changed) its initial questions');

const periodChanges = z
  .array(
    z.object({
      field: z.literal('blockedPeriod'),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  )
  .describe('The audit trail entry of the change');

export const periodBlockedDataSchema = z
  .object({
    organizationId: z.string(),
    period: z.string().describe('The month, YYYY-MM'),
    changes: periodChanges,
  })
  .describe('Provider staff blocked a month: its rows can no longer be created, changed or deleted');

export const periodUnblockedDataSchema = z
  .object({
    organizationId: z.string(),
    period: z.string().describe('The month, YYYY-MM'),
    changes: periodChanges,
  })
  .describe('A provider supervisor unblocked a month');
