import { z } from 'zod';

/** Spec §7: request bodies and query objects hold strings (empty allowed), numbers, booleans, objects or arrays. */
export type PlainValue = string | number | boolean | PlainValue[] | { [key: string]: PlainValue };

export const plainValueSchema: z.ZodType<PlainValue> = z.lazy(() =>
  z.union([
    // PostgreSQL text and jsonb cannot hold U+0000: refused here rather than failing deep in a query.
    z.string().refine((text) => !text.includes('\u0000'), { error: 'invalid_format' }),
    z.number().refine(Number.isFinite, { error: 'invalid_number' }),
    z.boolean(),
    z.array(plainValueSchema),
    z.record(z.string(), plainValueSchema),
  ]),
);

export const plainRequestSchema = z.record(z.string(), plainValueSchema, { error: 'invalid_format' });

export interface FieldError {
  /** Dotted path of the field, '' for the whole request. */
  path: string;
  /** A validation code (see validation-codes.ts) or zod's own message when no code applies. */
  code: string;
}

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const deepest = issue.code === 'invalid_union' ? deepestPath(issue) : issue.path;
    return {
      path: deepest.map(String).join('.'),
      code: issue.code === 'invalid_union' ? 'invalid_format' : issue.message,
    };
  });
}

/** A union fails at its root; the branch that got furthest names the field that is really wrong. */
function deepestPath(issue: z.core.$ZodIssue): PropertyKey[] {
  if (issue.code !== 'invalid_union') return issue.path;
  const nested = issue.errors.flat().map((inner) => [...issue.path, ...deepestPath(inner)]);
  return nested.reduce<PropertyKey[]>((best, p) => (p.length > best.length ? p : best), issue.path);
}

/** 'Validation error: …' naming every field that failed (spec §7, §8). */
export function validationErrorMessage(fields: readonly FieldError[]): string {
  const parts = fields.map((f) => (f.path ? `${f.path} (${f.code})` : f.code));
  return `Validation error: ${parts.join(', ')}`;
}
