import type { CombinedError } from 'urql';
import { failureOf, type Failure } from '../../../lib/graphql-errors';

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

export type CommandFailure = Failure<Exclude<CommandFailureCode, 'OTHER'>>;

const KNOWN = [
  'WRONG_EXPECTED_REVISION',
  'PERIOD_BLOCKED',
  'VALIDATION_ERROR',
  'FORBIDDEN',
  'ROW_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHENTICATED',
] as const satisfies readonly CommandFailureCode[];

/** Reads the refusal out of an urql error; a lost connection or anything unexpected is OTHER. */
export function commandFailureOf(error: CombinedError): CommandFailure {
  return failureOf(error, KNOWN);
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
