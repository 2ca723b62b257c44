import type { FieldError } from '@ghg/contracts';
import type { CombinedError } from 'urql';

/** Why the server refused an answer command; codes as the API sends them in `extensions.code`. */
export type CommandFailureCode =
  | 'WRONG_EXPECTED_REVISION'
  | 'PERIOD_BLOCKED'
  | 'VALIDATION_ERROR'
  | 'FORBIDDEN'
  | 'ROW_NOT_FOUND'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'OTHER';

export interface CommandFailure {
  code: CommandFailureCode;
  fields: FieldError[];
}

const KNOWN: ReadonlySet<string> = new Set([
  'WRONG_EXPECTED_REVISION',
  'PERIOD_BLOCKED',
  'VALIDATION_ERROR',
  'FORBIDDEN',
  'ROW_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHENTICATED',
]);

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).code === 'string'
  );
}

/** Reads the refusal out of an urql error; a lost connection or anything unexpected is OTHER. */
export function commandFailureOf(error: CombinedError): CommandFailure {
  let code: CommandFailureCode = 'OTHER';
  const fields: FieldError[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const raw = graphQLError.extensions?.code;
    if (typeof raw === 'string' && KNOWN.has(raw) && code === 'OTHER') code = raw as CommandFailureCode;
    const found = graphQLError.extensions?.fields;
    if (Array.isArray(found)) fields.push(...found.filter(isFieldError));
  }
  if (code === 'OTHER' && (error.response as Response | undefined)?.status === 401) code = 'UNAUTHENTICATED';
  return { code, fields };
}

/**
 * Field errors of a row command as cell errors: 'values.consumption' → 'consumption', 'period' → 'period'.
 * A blocked month always lands on the month, whatever path the server named.
 */
export function cellErrorsOf(failure: CommandFailure): Record<string, string> {
  const errors: Record<string, string> = {};
  if (failure.code === 'PERIOD_BLOCKED') errors.period = 'period_blocked';
  for (const { path, code } of failure.fields) {
    const field = path.startsWith('values.') ? path.slice('values.'.length) : path;
    errors[field] ??= code;
  }
  return errors;
}
