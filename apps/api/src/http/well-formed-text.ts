import type { FieldError, ValidationCode } from '@ghg/contracts';

/**
 * The fields of a request body holding text that is not well-formed Unicode (a lone surrogate, e.g. "\ud800"
 * from a JSON escape): PostgreSQL's jsonb refuses such text, so it is refused up front as a validation error
 * (code `invalid_text`) instead of failing half-way through a command.
 */
// With the u flag a surrogate pair reads as one code point, so only a lone surrogate is category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);
const INVALID_TEXT: ValidationCode = 'invalid_text';

export function illFormedTextFields(value: unknown, path: string[] = []): FieldError[] {
  if (typeof value === 'string') {
    return wellFormed(value) ? [] : [{ path: path.join('.'), code: INVALID_TEXT }];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(wellFormed(key) ? [] : [{ path: [...path, key].join('.'), code: INVALID_TEXT }]),
    ...illFormedTextFields(inner, [...path, key]),
  ]);
}
