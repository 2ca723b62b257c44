import { z } from 'zod';

/** Payloads of the sheet-imports-<orgId> stream (libs/domain/src/spreadsheets/sheet-imports.ts). */
export const sheetImportRecordedDataSchema = z
  .object({
    organizationId: z.string(),
    importId: z.string(),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    format: z.enum(['xls', 'xlsx']),
    result: z
      .enum(['imported', 'refused'])
      .describe('imported: the rows were appended (tagged with the import id); refused: nothing was'),
    rows: z.number().int(),
    existingRows: z.number().int(),
    errorCount: z.number().int(),
    sections: z.array(z.string()),
  })
  .describe('A workbook was uploaded, as the import history lists it');

export const sheetImportRevertedDataSchema = z
  .object({ organizationId: z.string(), importId: z.string(), rows: z.number().int() })
  .describe('The rows of an import were removed again');
