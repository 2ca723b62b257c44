import { z } from 'zod';

/** Payloads of a product's own stream (libs/domain/src/product/product.events.ts). */
const productChanges = z
  .array(
    z.object({
      field: z.enum(['name', 'declaredUnit', 'archived']),
      before: z.union([z.string(), z.boolean(), z.null()]),
      after: z.union([z.string(), z.boolean(), z.null()]),
    }),
  )
  .describe('The audit trail entry of the change');

export const productCreatedDataSchema = z
  .object({ productId: z.string(), name: z.string(), declaredUnit: z.string(), changes: productChanges })
  .describe('A product was created (stream product-<orgId>-<productId>); its sections are answers sheets');
export const productRenamedDataSchema = z
  .object({ productId: z.string(), name: z.string(), changes: productChanges })
  .describe('A product was renamed');
export const productUnitDeclaredDataSchema = z
  .object({ productId: z.string(), declaredUnit: z.string(), changes: productChanges })
  .describe('The unit the product footprint is declared for changed (e.g. "1 package", "1 kg")');
export const productArchivedDataSchema = z
  .object({ productId: z.string(), changes: productChanges })
  .describe('A product was archived: it leaves the lists and its sections can no longer be changed');
