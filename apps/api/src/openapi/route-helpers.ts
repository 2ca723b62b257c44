import { z } from 'zod';

/** The path prefix of an organization's operations. */
export const ORG = '/api/organizations/:organizationId';
/** A JSON answer of the route table. */
export const json = (status: number, schema: z.ZodType, description = 'OK') => ({
  status,
  schema,
  description,
});
export const body = (schema: z.ZodType) => ({ schema });
export const listOf = (schema: z.ZodType) => z.array(schema);
