import { z } from 'zod';

// Views of spreadsheet import: one refused cell, the progress of an upload, and the organization's history.

export const sheetCellErrorSchema = z
  .object({
    sheet: z.string().describe('Worksheet name as in the file'),
    row: z.number().int().describe('1-based row of the sheet (1 is the header)'),
    column: z.string().describe("Column letter ('' when the column is missing)"),
    header: z.string().describe('The header of that column'),
    value: z.string().nullable().describe('The value given; null: the cell is empty'),
    code: z
      .string()
      .describe(
        'required, invalid_format (wrong date format), date_in_future, period_blocked, invalid_number, ' +
          'invalid_date, unknown_option, unknown_unit, not_allowed_choice, too_long, unknown_column, ' +
          'missing_column, forbidden_header, unknown_sheet',
      ),
    list: z.string().nullable().describe('The option list an unknown choice is checked against (fuels, …)'),
    period: z.string().nullable().describe('The blocked month (YYYY-MM)'),
    dependsOn: z.string().nullable().describe('The column whose value rules the choice out'),
  })
  .describe('One refused cell of an imported workbook');
export type SheetCellErrorView = z.infer<typeof sheetCellErrorSchema>;

export const SHEET_IMPORT_PHASES = [
  'parsing',
  'validating',
  'appending',
  'imported',
  'refused',
  'failed',
] as const;

export const sheetImportStatusSchema = z
  .object({
    importId: z.string(),
    fileName: z.string(),
    sizeKb: z.number().int(),
    format: z.enum(['xls', 'xlsx']),
    phase: z
      .enum(SHEET_IMPORT_PHASES)
      .describe('imported, refused (cell errors) and failed (file) are final'),
    progress: z.number().int().min(0).max(100),
    rows: z.number().int().describe('Rows appended (phase imported)'),
    existingRows: z
      .number()
      .int()
      .describe('Rows carrying the id of a row already in the ledger: left as they are'),
    errorCount: z.number().int(),
    errors: z.array(sheetCellErrorSchema).describe('Every refused cell (at most 2000 listed)'),
    failure: z.object({ code: z.string(), message: z.string() }).nullable(),
    position: z.string().nullable().describe('Log position of the import: wait for it to read the new rows'),
  })
  .describe('The progress and outcome of one upload');
export type SheetImportStatusView = z.infer<typeof sheetImportStatusSchema>;

export const sheetImportViewSchema = z
  .object({
    importId: z.string(),
    fileName: z.string(),
    sizeKb: z.number().int(),
    format: z.string(),
    importedAt: z.string(),
    importedBy: z.string().describe('Name of the person (e-mail when no name is known)'),
    result: z.enum(['imported', 'refused', 'reverted']),
    rows: z.number().int(),
    errorCount: z.number().int(),
    sections: z.array(z.string()).describe('Sections the import added rows to (links to their tables)'),
    revertedAt: z.string().nullable(),
  })
  .describe('One upload in the import history');
export type SheetImportView = z.infer<typeof sheetImportViewSchema>;
