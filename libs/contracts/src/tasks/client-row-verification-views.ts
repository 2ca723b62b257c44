import { z } from 'zod';
import { rowVerificationsViewSchema, rowVerificationViewSchema } from './task-views.js';

/** A client's row in verification as the provider's back office lists it: what the row is, not only its badge. */
export const clientRowVerificationViewSchema = rowVerificationViewSchema.extend({
  questionId: z.string().describe('The section the row belongs to'),
  period: z.string().describe('YYYY or YYYY-MM'),
  values: z.record(z.string(), z.unknown()).describe("The row's cells as entered"),
});
export type ClientRowVerificationView = z.infer<typeof clientRowVerificationViewSchema>;

export const clientRowVerificationsViewSchema = rowVerificationsViewSchema.extend({
  rows: z.array(clientRowVerificationViewSchema),
});
export type ClientRowVerificationsView = z.infer<typeof clientRowVerificationsViewSchema>;
