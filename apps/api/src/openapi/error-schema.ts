import { z } from 'zod';
import type { FieldError } from '@ghg/contracts';
import { viewSchema } from './view-schema.js';

/** One failing field of a refused request (contracts `FieldError`). */
export const fieldErrorSchema = viewSchema<FieldError>()(z.object({ path: z.string(), code: z.string() }));

/**
 * The spec's error shape: every 4xx and 5xx of the REST API answers it (ApiExceptionFilter, the session check,
 * the body and CSRF guards). `fields` lists the failing fields of a validation error; some guards leave it out.
 */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'ApiError' });
