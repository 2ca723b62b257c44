import type { CombinedError } from 'urql';
import type { FieldError } from '@ghg/contracts';

export type ApiErrorCode = 'VALIDATION_ERROR' | 'WRONG_EXPECTED_REVISION' | 'UNAUTHENTICATED' | 'OTHER';

export interface ApiFailure {
  code: ApiErrorCode;
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

/** Reads the server's error codes (GraphQL `extensions.code`) out of an urql error. */
export function apiFailureOf(error: CombinedError): ApiFailure {
  const fields: FieldError[] = [];
  let code: ApiErrorCode = 'OTHER';
  for (const graphQLError of error.graphQLErrors) {
    const extensions = graphQLError.extensions ?? {};
    const raw = extensions.code;
    if (raw === 'VALIDATION_ERROR' || raw === 'WRONG_EXPECTED_REVISION' || raw === 'UNAUTHENTICATED') {
      code = raw;
    }
    if (Array.isArray(extensions.fields)) fields.push(...extensions.fields.filter(isFieldError));
  }
  if (code === 'OTHER' && error.response && (error.response as Response).status === 401)
    code = 'UNAUTHENTICATED';
  return { code, fields };
}
