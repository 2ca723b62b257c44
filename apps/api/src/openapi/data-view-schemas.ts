import type {
  AnswerCommandResultView,
  ArticleInlineView,
  ArticleListView,
  ArticleView,
  AuditEntryView,
  InitialQuestionsView,
  QuestionCatalogueView,
  ReportRequestView,
} from '@ghg/contracts';
import { z } from 'zod';
import { commandResultSchema, mailDeliverySchema, reportPeriodSchema } from './account-view-schemas.js';
import { viewSchema } from './view-schema.js';

// Response schemas of the organization's data: answers, audit, charts, catalogue, articles, back-office lists.

const label = z.object({ pl: z.string(), en: z.string() });
const position = z.string().regex(/^\d+$/);

export const initialQuestionsSchema = viewSchema<InitialQuestionsView>()(
  z.object({
    revision: z.number().int(),
    description: z.string().nullable(),
    industry: z.string().nullable(),
    country: z.string().nullable(),
    peopleAmount: z.string().nullable(),
    peopleAmountNumber: z.number().nullable(),
    annualRevenue: z.string().nullable(),
    annualRevenueRange: z.number().nullable(),
    officeSize: z.string().nullable(),
    officeLocation: z.string().nullable(),
  }),
);

export const auditEntrySchema = viewSchema<AuditEntryView>()(
  z.object({
    id: z.string(),
    position,
    occurredAt: z.string(),
    actorId: z.string(),
    actorName: z.string(),
    eventType: z.string(),
    streamId: z.string(),
    field: z.string().nullable(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    source: z.string().nullable(),
  }),
);

export const answerCommandResultSchema = viewSchema<AnswerCommandResultView>()(
  commandResultSchema.extend({ rowId: z.string().nullable(), keptBlocked: z.number().int() }),
);

// The dashboard's views are the contracts' own schemas (GraphQL's types are generated from them too).
export {
  benchmarkViewSchema as benchmarkSchema,
  chartsDataViewSchema as chartsDataSchema,
  emissionLineViewSchema as emissionLineSchema,
} from '@ghg/contracts';

const VALUE_TYPES = ['text', 'number', 'integer', 'date', 'option', 'boolean', 'unit'] as const;
const WIZARD_STEPS = [
  'initial-question',
  'choose-items',
  'choose-fuels',
  'choose-refrigerants',
  'choose-path',
  'data-entry',
  'green-energy',
] as const;

export const questionCatalogueSchema = viewSchema<QuestionCatalogueView>()(
  z.object({
    sections: z.array(
      z.object({
        key: z.string(),
        scope: z.enum(['scope-1', 'scope-2', 'scope-3']),
        ghgCategory: z.number().int().nullable(),
        label,
        question: label,
        steps: z.array(z.enum(WIZARD_STEPS)),
        itemOptions: z.string().nullable(),
        tables: z.array(
          z.object({
            key: z.string(),
            label,
            columns: z.array(
              z.object({
                key: z.string(),
                label,
                valueType: z.enum(VALUE_TYPES),
                options: z.string().nullable(),
                units: z.array(z.string()).nullable(),
                required: z.boolean(),
              }),
            ),
          }),
        ),
      }),
    ),
    optionLists: z.record(z.string(), z.array(z.object({ key: z.string(), label }))),
  }),
);

const articleSummaryFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  excerpt: z.string(),
  type: z.string(),
  link: z.string(),
  imagePath: z.string().nullable(),
  duration: z.number().int(),
  lang: z.enum(['pl', 'en']),
  date: z.string(),
  acf: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
};

export const articleListSchema = viewSchema<ArticleListView>()(
  z.object({
    items: z.array(z.object(articleSummaryFields)),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pageCount: z.number().int(),
  }),
);

const inline = viewSchema<ArticleInlineView>()(
  z.object({
    text: z.string(),
    strong: z.boolean().optional(),
    emphasis: z.boolean().optional(),
    href: z.string().optional(),
  }),
);

export const articleSchema = viewSchema<ArticleView>()(
  z.object({
    ...articleSummaryFields,
    content: z.array(
      z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('heading'),
          level: z.union([z.literal(2), z.literal(3)]),
          parts: z.array(inline),
        }),
        z.object({ kind: z.literal('paragraph'), parts: z.array(inline) }),
        z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(inline)) }),
      ]),
    ),
  }),
);

export const reportRequestSchema = viewSchema<ReportRequestView>()(
  z.object({
    requestId: z.string(),
    organizationId: z.string(),
    organizationName: z.string().nullable(),
    period: reportPeriodSchema,
    requestedBy: z.string(),
    requestedByName: z.string(),
    requestedByEmail: z.string().nullable(),
    language: z.enum(['pl', 'en']),
    requestedAt: z.string(),
    notification: z
      .object({
        messageId: z.string(),
        recipient: z.string(),
        queuedAt: z.string(),
        delivery: mailDeliverySchema,
      })
      .nullable(),
  }),
);
