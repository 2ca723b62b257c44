import { z } from 'zod';
import { commandResultViewSchema, recordIdSchema } from '../views/query-view.schemas.js';
import { viewSchema } from '../views/view-schema.js';
import type {
  AnswerAuditEntryView,
  AnswerCommandResultView,
  AnswerRowView,
  CellValueView,
  CustomFactorView,
  EmissionView,
  ReportOverviewView,
  SectionSheetView,
} from './answer-views.js';
import type { LabelView } from './question-catalogue-view.js';

// Run-time schemas of the answers' views (section sheets, rows, the report overview, the answers' history).

const QUESTION_STATUSES = ['notstarted', 'inprogress', 'tofix', 'completed'] as const;

export const labelViewSchema = viewSchema<LabelView>()(z.object({ pl: z.string(), en: z.string() }));

/** A row's cells by column key: text, number, yes/no or empty. */
export const cellValuesSchema = viewSchema<Record<string, CellValueView>>()(
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
);

export const emissionViewSchema = viewSchema<EmissionView>()(
  z.object({
    co2eKg: z.number(),
    locationBasedKg: z.number().nullable().describe('Scope 2 only: both methods; null elsewhere.'),
    marketBasedKg: z.number().nullable(),
    method: z.string(),
    factorId: z.string(),
    factorSetVersion: z.string(),
    factorSource: z.string(),
    dataQuality: z.enum(['primary', 'secondary', 'estimated']),
  }),
);

export const answerRowViewSchema = viewSchema<AnswerRowView>()(
  z
    .object({
      rowId: z.string(),
      table: z.string(),
      period: z.string(),
      values: cellValuesSchema,
      main: z.boolean(),
      fieldType: z.string(),
      order: z.number().int(),
      badge: z.enum(['to-complete', 'error', 'estimated', 'completed']),
      missing: z.array(z.string()).describe('Required columns still empty.'),
      emission: emissionViewSchema.nullable(),
      errorCode: z.string().nullable(),
      errorReason: labelViewSchema.nullable().describe("Why the row is 'Error - data to fix'."),
      blocked: z.boolean(),
    })
    .describe('values: cells by column key. blocked: the row’s month is blocked.'),
);

export const customFactorViewSchema = viewSchema<CustomFactorView>()(
  z.object({
    customId: z.string(),
    kind: z.enum(['fuel', 'provider', 'refrigerant']),
    name: z.string(),
    kgCo2ePerUnit: z.number(),
    unit: z.string(),
  }),
);

export const sectionSheetViewSchema = viewSchema<SectionSheetView>()(
  z
    .object({
      questionId: z.string(),
      scope: z.string(),
      revision: z.number().int(),
      initialAnswer: z.enum(['yes', 'no']).nullable(),
      items: z.array(z.string()),
      fuels: z.array(z.string()),
      path: z.enum(['detailed', 'summarized']).nullable(),
      greenEnergy: z.enum(['yes', 'no', 'dont-know']).nullable(),
      customFactors: z.array(customFactorViewSchema),
      rows: z.array(answerRowViewSchema),
      status: z.enum(QUESTION_STATUSES),
      progress: z.number(),
      totalCo2eKg: z.number(),
      blockedPeriods: z.array(z.string()),
    })
    .describe('revision is -1 for a sheet never saved; send it back as expectedRevision.'),
);

const sectionStatusViewSchema = z.object({
  questionId: z.string(),
  status: z.enum(QUESTION_STATUSES),
  progress: z.number(),
  totalCo2eKg: z.number(),
});

export const reportOverviewViewSchema = viewSchema<ReportOverviewView>()(
  z.object({
    scopes: z.array(
      z
        .object({
          scope: z.enum(['scope-1', 'scope-2', 'scope-3']),
          status: z.enum(QUESTION_STATUSES),
          progress: z.number(),
          sections: z.array(sectionStatusViewSchema),
        })
        .describe('status: notstarted, inprogress, tofix or completed; progress 0-100.'),
    ),
    blockedPeriods: z.array(z.string()),
  }),
);

export const answerCommandResultViewSchema = viewSchema<AnswerCommandResultView>()(
  commandResultViewSchema
    .extend({ rowId: z.string().nullable(), keptBlocked: z.number().int() })
    .describe(
      'rowId: the row an AddRow or DuplicateRow created; keptBlocked: rows of blocked months delete-all kept.',
    ),
);

export const answerAuditEntryViewSchema = viewSchema<AnswerAuditEntryView>()(
  z
    .object({
      id: recordIdSchema,
      position: z.string(),
      occurredAt: z.string(),
      actorId: z.string(),
      actorName: z.string(),
      eventType: z.string(),
      questionId: z.string().nullable(),
      rowId: z.string().nullable(),
      period: z.string().nullable(),
      field: z.string().nullable(),
      before: z.string().nullable(),
      after: z.string().nullable(),
    })
    .describe('One changed field of an answer event; before and after are JSON texts, null meaning empty.'),
);
