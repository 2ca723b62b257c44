import { z } from 'zod';
import { formObject } from '../fields/form-object.js';

/** Spec §5, §9: only .xls, under 100 MB. A megabyte is taken as 1024 × 1024 bytes, as file pickers count. */
export const XLS_EXTENSION = '.xls';
export const XLS_MAX_SIZE_BYTES = 100 * 1024 * 1024;

/** '.XLS' passes like '.xls'; '.xlsx' does not, the import reads the old binary format only. */
export function hasXlsExtension(fileName: string): boolean {
  return fileName.trim().toLowerCase().endsWith(XLS_EXTENSION);
}

/** The file chosen for import, described by its name and its size in bytes. */
export const xlsUploadSchema = formObject({
  fileName: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'xls_extension'),
    })
    .min(1, { error: 'required', abort: true })
    .refine(hasXlsExtension, { error: 'xls_extension' }),
  size: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_number'),
    })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'invalid_number' })
    .lt(XLS_MAX_SIZE_BYTES, { error: 'xls_too_large' }),
});

export type XlsUploadInput = z.input<typeof xlsUploadSchema>;
