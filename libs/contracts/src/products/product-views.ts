import { z } from 'zod';
import { cellValuesSchema, labelViewSchema } from '../answers/answer-view.schemas.js';

// Views of the product footprint (issue 18; spec §3 Product, §7 calls). Emissions are kg; the web shows tonnes.

const QUESTION_STATUSES = ['notstarted', 'inprogress', 'tofix', 'completed'] as const;

/** The factor a product line is computed with: the library entry and the row of its source it cites. */
export const productFactorViewSchema = z
  .object({
    factorId: z.string(),
    label: z.string(),
    kgCo2ePerUnit: z.number(),
    unit: z.string(),
    source: z.string(),
    sourceRowId: z.string().describe('DESNZ ID, EPA table/row, Ember country code or the derivation note'),
    publicationYear: z.number().int().nullable(),
    licence: z.string(),
    estimated: z.boolean(),
    factorSetVersion: z.string(),
  })
  .describe('Where a product line comes from: one row of a cited source, or the user/supplier figure.');

export const productEmissionViewSchema = z.object({
  co2eKg: z.number(),
  co2Kg: z.number().nullable(),
  ch4Kg: z.number().nullable(),
  n2oKg: z.number().nullable(),
  method: z.string(),
  dataQuality: z.enum(['primary', 'secondary', 'estimated']),
  factor: productFactorViewSchema,
});

export const productRowViewSchema = z
  .object({
    rowId: z.string(),
    table: z.string(),
    period: z.string(),
    values: cellValuesSchema,
    order: z.number().int(),
    badge: z.enum(['to-complete', 'error', 'estimated', 'completed']),
    missing: z.array(z.string()),
    errorCode: z.string().nullable(),
    errorReason: labelViewSchema.nullable(),
    blocked: z.boolean(),
    emission: productEmissionViewSchema.nullable(),
  })
  .describe('One row of a product section; blocked: its month is blocked and cannot be changed.');

export const productQuestionViewSchema = z
  .object({
    questionId: z
      .string()
      .describe('The section key: raw-materials, production, transport-and-distribution, …'),
    label: labelViewSchema,
    revision: z.number().int().describe('-1 for a section never saved; send back as expectedRevision'),
    initialAnswer: z.enum(['yes', 'no']).nullable(),
    path: z.enum(['detailed', 'summarized']).nullable(),
    status: z.enum(QUESTION_STATUSES),
    progress: z.number(),
    totalCo2eKg: z.number(),
    rows: z.array(productRowViewSchema),
  })
  .describe('One of the six product sections, with its rows.');

export const productQuestionsItemViewSchema = z.object({
  productId: z.string(),
  name: z.string(),
  declaredUnit: z.string(),
  revision: z
    .number()
    .int()
    .describe("The product stream's revision (expected revision of a rename or archive)"),
  status: z.enum(QUESTION_STATUSES),
  progress: z.number(),
  totalCo2eKg: z.number(),
  questions: z.array(productQuestionViewSchema),
});

/** A product section's tables and columns, what its forms are built from (option lists: GET /api/questions). */
export const productSectionDefinitionViewSchema = z.object({
  key: z.string(),
  label: labelViewSchema,
  question: labelViewSchema,
  tables: z.array(
    z.object({
      key: z.string(),
      label: labelViewSchema,
      columns: z.array(
        z.object({
          key: z.string(),
          label: labelViewSchema,
          valueType: z.enum(['text', 'number', 'integer', 'date', 'option', 'boolean', 'unit']),
          options: z.string().nullable().describe('Key of an option list of GET /api/questions'),
          units: z.array(z.string()).nullable(),
          required: z.boolean(),
        }),
      ),
    }),
  ),
});

/** GET organizations/{orgId}/products-questions (spec §7): items with productId, name, questions. */
export const productsQuestionsViewSchema = z.object({
  items: z.array(productQuestionsItemViewSchema),
  sections: z.array(productSectionDefinitionViewSchema).describe('The six product sections, in order'),
  blockedPeriods: z.array(z.string()),
});

const gases = {
  co2: z.number().describe('kg CO2 (lines without a gas split count 0 here, their CO2e in co2e)'),
  co2e: z.number().describe('kg CO2e'),
  n2o: z.number().describe('kg N2O'),
  ch4: z.number().describe('kg CH4'),
};

export const productScopeSummaryViewSchema = z
  .object({
    ...gases,
    items: z.array(z.object({ questionCategory: z.string(), questionSubCategory: z.string(), ...gases })),
  })
  .describe('One GHG scope of a product: production fuels scope1, purchased energy scope2, the rest scope3.');

/** GET organizations/{orgId}/report-products (spec §3 Products result, §7). */
export const reportProductViewSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  declaredUnit: z.string(),
  totalCo2e: z.number().describe('kg CO2e of the declared unit'),
  status: z.enum(QUESTION_STATUSES),
  progress: z.number(),
  result: z.object({
    scope1: productScopeSummaryViewSchema,
    scope2: productScopeSummaryViewSchema,
    scope3: productScopeSummaryViewSchema,
  }),
});
export const reportProductsViewSchema = z.array(reportProductViewSchema);

export const productLineViewSchema = z.object({
  rowId: z.string(),
  questionSubCategory: z.string().describe('The table of the section the row belongs to'),
  item: z.string().nullable().describe('What the row names (name, material, waste type, fuel)'),
  period: z.string(),
  scope: z.enum(['scope1', 'scope2', 'scope3']),
  emission: productEmissionViewSchema,
});

/** GET organizations/{orgId}/report-product/{productId} (spec §7): the result array per question. */
export const reportProductDetailViewSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  declaredUnit: z.string(),
  totalCo2e: z.number().describe('kg CO2e of the declared unit'),
  result: z.array(
    z.object({
      questionId: z.string(),
      label: labelViewSchema,
      status: z.enum(QUESTION_STATUSES),
      co2e: z.number().describe('kg CO2e of the section'),
      lines: z.array(productLineViewSchema),
    }),
  ),
});

export const productCreatedViewSchema = z.object({
  productId: z.string(),
  position: z.string(),
  revision: z.number().int(),
  changed: z.boolean(),
});

export type ProductFactorView = z.infer<typeof productFactorViewSchema>;
export type ProductEmissionView = z.infer<typeof productEmissionViewSchema>;
export type ProductRowView = z.infer<typeof productRowViewSchema>;
export type ProductQuestionView = z.infer<typeof productQuestionViewSchema>;
export type ProductQuestionsItemView = z.infer<typeof productQuestionsItemViewSchema>;
export type ProductSectionDefinitionView = z.infer<typeof productSectionDefinitionViewSchema>;
export type ProductsQuestionsView = z.infer<typeof productsQuestionsViewSchema>;
export type ProductScopeSummaryView = z.infer<typeof productScopeSummaryViewSchema>;
export type ReportProductView = z.infer<typeof reportProductViewSchema>;
export type ProductLineView = z.infer<typeof productLineViewSchema>;
export type ReportProductDetailView = z.infer<typeof reportProductDetailViewSchema>;
export type ProductCreatedView = z.infer<typeof productCreatedViewSchema>;
