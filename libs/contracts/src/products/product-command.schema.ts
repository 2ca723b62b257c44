import { z } from 'zod';
import { hasBidiControl } from '../forms/fields/bidi-controls.js';

/** Text a person types for a product: bounded, and free of invisible direction controls (the domain checks the rest). */
const text = (max: number) =>
  z
    .string()
    .max(max, { error: 'too_long' })
    .refine((value) => !hasBidiControl(value), { error: 'bidi_control' });

/** POST /api/organizations/:organizationId/products: a new product; the server makes its id. */
export const createProductSchema = z
  .object({ name: text(100), declaredUnit: text(40) })
  .strict()
  .describe(
    'name: letters, digits and spaces, unique in the organization; declaredUnit e.g. "1 package", "1 kg".',
  );

/** Commands on a product's own stream (product-<orgId>-<productId>). */
export const productCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('RenameProduct'), name: text(100) }).strict(),
  z.object({ type: z.literal('DeclareProductUnit'), declaredUnit: text(40) }).strict(),
  z.object({ type: z.literal('ArchiveProduct') }).strict(),
]);

export type CreateProductInput = z.infer<typeof createProductSchema>;
export type ProductCommandInput = z.infer<typeof productCommandSchema>;
