import { z } from 'zod';

/** GET …/answers/{questionId}/evidence(?rowId=): the files of one row, or of the whole sheet without rowId. */
export const evidenceListQuerySchema = z.object({ rowId: z.string().min(1).max(200).optional() }).strict();

/** POST …/answers/{questionId}/evidence?rowId=&fileName=: rowId absent = a file of the whole section. */
export const evidenceUploadQuerySchema = z
  .object({
    rowId: z.string().min(1).max(200).optional(),
    fileName: z.string().min(1).max(400).optional(),
  })
  .strict();

/** One attached file as the list shows it; `rowId` null: attached to the section. */
export const evidenceFileViewSchema = z.object({
  evidenceId: z.string(),
  questionId: z.string(),
  rowId: z.string().nullable(),
  period: z.string().nullable(),
  fileName: z.string(),
  mediaType: z.enum(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']),
  sizeBytes: z.number().int(),
  sha256: z.string().describe('SHA-256 of the bytes, lowercase hex'),
  attachedBy: z.string(),
  attachedAt: z.string(),
});
export type EvidenceFileView = z.infer<typeof evidenceFileViewSchema>;

/** The answer to an upload or a removal: the file, and the log position to read the lists after. */
export const evidenceCommandResultSchema = z.object({
  position: z.string(),
  file: evidenceFileViewSchema.nullable(),
});
export type EvidenceCommandResultView = z.infer<typeof evidenceCommandResultSchema>;
