import { z } from 'zod';

/** Spec §7: request bodies and query objects hold strings (empty allowed), numbers, booleans, objects or arrays. */
export type PlainValue = string | number | boolean | PlainValue[] | { [key: string]: PlainValue };

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate (`"\ud800"`, which
 * JSON allows): both are refused here, in values and in keys, rather than failing deep in a query (500).
 */
const LONE_SURROGATE = /\p{Cs}/u;
const storableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
const storableString = z.string().refine(storableText, { error: 'invalid_format' });

export const plainValueSchema: z.ZodType<PlainValue> = z.lazy(() =>
  z.union([
    storableString,
    z.number().refine(Number.isFinite, { error: 'invalid_number' }),
    z.boolean(),
    z.array(plainValueSchema),
    z.record(storableString, plainValueSchema),
  ]),
);

export const plainRequestSchema = z.record(storableString, plainValueSchema, { error: 'invalid_format' });

/**
 * How deep objects and arrays may nest in a request (every contract nests far less). Checked without recursion
 * before the schema above, whose recursion a body nested 10,000 deep would overflow (500).
 */
export const MAX_REQUEST_NESTING = 32;

export function nestingExceeds(value: unknown, max: number = MAX_REQUEST_NESTING): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(next)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Text PostgreSQL can store: no U+0000 and no lone surrogate. */
export const isStorableText = storableText;

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
