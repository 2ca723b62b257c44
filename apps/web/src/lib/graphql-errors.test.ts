import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { apiFailureOf } from './graphql-errors';

describe('apiFailureOf', () => {
  it('reads the validation code and the field errors', () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Validation error: description (description_too_long)', {
          extensions: {
            code: 'VALIDATION_ERROR',
            fields: [{ path: 'description', code: 'description_too_long' }, { path: 3 }],
          },
        }),
      ],
    });
    expect(apiFailureOf(error)).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'description', code: 'description_too_long' }],
    });
  });

  it('recognises a concurrent change', () => {
    const error = new CombinedError({
      graphQLErrors: [new GraphQLError('conflict', { extensions: { code: 'WRONG_EXPECTED_REVISION' } })],
    });
    expect(apiFailureOf(error).code).toBe('WRONG_EXPECTED_REVISION');
  });

  it('treats an HTTP 401 as an ended session', () => {
    const error = new CombinedError({
      networkError: new Error('Unauthorized'),
      response: { status: 401 } as Response,
    });
    expect(apiFailureOf(error).code).toBe('UNAUTHENTICATED');
  });

  it('calls anything else OTHER', () => {
    expect(apiFailureOf(new CombinedError({ networkError: new Error('offline') })).code).toBe('OTHER');
  });
});
