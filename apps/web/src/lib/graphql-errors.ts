import type { CombinedError } from 'urql';
import type { FieldError } from '@ghg/contracts';

/** A refusal read out of an urql error: the first code the caller knows (else OTHER) and the failing fields. */
export interface Failure<Code extends string> {
  code: Code | 'OTHER';
  /** Field-level failures of a VALIDATION_ERROR, with validation codes to translate. */
  fields: FieldError[];
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).code === 'string'
  );
}

/**
 * Reads the server's error codes (GraphQL `extensions.code`) out of an urql error. A lost connection or a code
 * outside `known` is OTHER; a bare HTTP 401 counts as UNAUTHENTICATED when the caller knows that code.
 */
export function failureOf<Code extends string>(error: CombinedError, known: readonly Code[]): Failure<Code> {
  let code: Code | 'OTHER' = 'OTHER';
  const fields: FieldError[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const raw = graphQLError.extensions?.code;
    if (code === 'OTHER' && typeof raw === 'string' && (known as readonly string[]).includes(raw)) {
      code = raw as Code;
    }
    const found = graphQLError.extensions?.fields;
    if (Array.isArray(found)) fields.push(...found.filter(isFieldError));
  }
  const unauthenticated = 'UNAUTHENTICATED' as Code;
  if (
    code === 'OTHER' &&
    known.includes(unauthenticated) &&
    (error.response as Response | undefined)?.status === 401
  )
    code = unauthenticated;
  return { code, fields };
}

const API_ERROR_CODES = ['VALIDATION_ERROR', 'WRONG_EXPECTED_REVISION', 'UNAUTHENTICATED'] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number] | 'OTHER';
export type ApiFailure = Failure<(typeof API_ERROR_CODES)[number]>;

/** The refusals every form handles: invalid fields, someone else's change, an ended session. */
export function apiFailureOf(error: CombinedError): ApiFailure {
  return failureOf(error, API_ERROR_CODES);
}
