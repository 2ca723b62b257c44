import { z } from 'zod';

/** Payloads of the section sheet streams answers-<orgId>-<questionId> (libs/domain/src/answers/answers.events.ts). */
const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const changeValue = z.union([cellValue, z.array(z.string())]);

const change = z.object({
  field: z.string().describe('A column key of the row, or a setting: initialAnswer, items, fuels, path, …'),
  before: changeValue.describe('null: empty before'),
  after: changeValue.describe('null: cleared'),
  rowId: z.string().optional().describe('The row the change belongs to, for row events'),
  period: z.string().optional().describe('The month (YYYY-MM) of that row'),
});

const row = z
  .object({
    rowId: z.string(),
    table: z.string().describe('Key of one of the section tables (GET /api/questions)'),
    period: z.string().describe('The month the activity belongs to, YYYY-MM'),
    values: z.record(z.string(), cellValue).describe('Cells by column key, as the user entered them'),
    main: z.boolean(),
    fieldType: z.string(),
    order: z.number().int(),
  })
  .describe('One row of a section table');

const base = {
  questionId: z.string().describe('The section key (GET /api/questions)'),
  changes: z.array(change).describe('What changed, as the audit trail shows it'),
};

export const initialAnswerGivenDataSchema = z
  .object({ ...base, answer: z.enum(['yes', 'no']) })
  .describe('The yes/no question that opens a section was answered');

export const itemsChosenDataSchema = z
  .object({ ...base, items: z.array(z.string()) })
  .describe('The items of a section were chosen (vehicle kinds, equipment, …)');

export const fuelsChosenDataSchema = z
  .object({ ...base, fuels: z.array(z.string()) })
  .describe('The fuels (or refrigerants) of a section were chosen; custom ones read custom:<id>');

export const pathChosenDataSchema = z
  .object({ ...base, path: z.enum(['detailed', 'summarized']) })
  .describe('The detailed or summarized path of a section was chosen');

export const rowAddedDataSchema = z.object({ ...base, row }).describe('A table row was added');

export const rowsImportedDataSchema = z
  .object({
    ...base,
    importId: z.string().describe('The spreadsheet import (history: GET …/sheet-imports)'),
    fileName: z.string().describe('The uploaded file'),
    rows: z.array(row).describe('Up to 1000 rows of the import (one import may be several events)'),
  })
  .describe('Rows appended from an imported spreadsheet');

export const rowUpdatedDataSchema = z
  .object({
    ...base,
    rowId: z.string(),
    period: z.string().describe('The month of the row after the change'),
    values: z.record(z.string(), cellValue).describe('Only the cells that changed'),
  })
  .describe('Cells (or the month) of a table row changed');

export const rowDuplicatedDataSchema = z
  .object({ ...base, sourceRowId: z.string(), row })
  .describe('A table row was copied into a new row');

export const rowsDeletedDataSchema = z
  .object({
    ...base,
    mode: z.enum(['selected', 'all', 'reset', 'import']),
    rows: z.array(row).describe('The rows as they were when deleted'),
    keptBlocked: z.number().int().min(0).describe('Rows of blocked months that delete-all or reset kept'),
    importId: z.string().optional().describe('Mode import: the spreadsheet import that was reverted'),
  })
  .describe('Table rows were deleted (selected, all, or by a section reset)');

export const sectionResetDataSchema = z
  .object(base)
  .describe('The wizard answers of a section were cleared (rows go in a RowsDeleted before it)');

export const greenEnergyAnsweredDataSchema = z
  .object({ ...base, answer: z.enum(['yes', 'no', 'dont-know']) })
  .describe('The green energy question of an energy section was answered');

export const customFactorDefinedDataSchema = z
  .object({
    ...base,
    custom: z.object({
      customId: z.string(),
      kind: z.enum(['fuel', 'provider', 'refrigerant']),
      name: z.string(),
      kgCo2ePerUnit: z.number(),
      unit: z.string(),
    }),
  })
  .describe('The organization defined (or changed) its own fuel, provider or refrigerant factor');

const evidenceFile = z
  .object({
    evidenceId: z.string(),
    rowId: z.string().nullable().describe('null: the file belongs to the whole section'),
    fileName: z.string(),
    mediaType: z
      .enum(['application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
      .describe('From the bytes'),
    sizeBytes: z.number().int(),
    sha256: z.string().describe('SHA-256 of the bytes, lowercase hex'),
  })
  .describe('A file attached as evidence (issue 23); the bytes are stored apart, named by evidenceId');

export const evidenceAttachedDataSchema = z
  .object({ ...base, evidence: evidenceFile, period: z.string().nullable() })
  .describe('An invoice, meter reading or certificate attached to a row or to the section');

export const evidenceRemovedDataSchema = z
  .object({
    ...base,
    evidenceId: z.string(),
    rowId: z.string().nullable(),
    period: z.string().nullable(),
    fileName: z.string(),
  })
  .describe('An attached file taken off its row or section');
