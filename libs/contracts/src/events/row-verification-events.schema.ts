import { z } from 'zod';

/** Payloads of the row-verification-<orgId> stream (libs/domain/src/verification/row-verification.events.ts). */
export const rowsSubmittedForVerificationDataSchema = z
  .object({
    organizationId: z.string(),
    rowIds: z.array(z.string()),
    positions: z
      .record(z.string(), z.string().regex(/^\d+$/))
      .describe('Per row: the global log position of its last edit when sent (what the verifier looks at)'),
    submittedBy: z.string(),
  })
  .describe('A member sent rows for verification (badge "Sent for verification", "To verify" for verifiers)');

export const rowsVerifiedDataSchema = z
  .object({ organizationId: z.string(), rowIds: z.array(z.string()), verifiedBy: z.string() })
  .describe('A verifier approved rows (badge "Verified")');

export const rowReturnedDataSchema = z
  .object({
    organizationId: z.string(),
    rowId: z.string(),
    comment: z.string(),
    returnedBy: z.string(),
    submittedBy: z.string().describe('Who sent the row: the person told'),
  })
  .describe('A verifier returned a row with a comment (badge "Error - data to fix")');

export const rowVerificationLapsedDataSchema = z
  .object({
    organizationId: z.string(),
    rowId: z.string(),
    reason: z.literal('edited_after_verification'),
    editedBy: z.string(),
  })
  .describe('A verified row was edited after its verification and is sent again ("To complete" until then)');
