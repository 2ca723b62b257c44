import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { cellErrorsOf, commandFailureOf } from './command-failure';

const refused = (code: string, fields?: unknown[]) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions: { code, fields } })] });

describe('a refused answer command', () => {
  it('is recognised as a conflict (409)', () => {
    expect(commandFailureOf(refused('WRONG_EXPECTED_REVISION')).code).toBe('WRONG_EXPECTED_REVISION');
  });

  it('puts a blocked month on the month cell, with the period_blocked text code', () => {
    const failure = commandFailureOf(refused('PERIOD_BLOCKED', [{ path: 'period', code: 'period_blocked' }]));
    expect(failure.code).toBe('PERIOD_BLOCKED');
    expect(cellErrorsOf(failure)).toEqual({ period: 'period_blocked' });
    expect(cellErrorsOf({ code: 'PERIOD_BLOCKED', fields: [] })).toEqual({ period: 'period_blocked' });
  });

  it('places validation codes on the cells they name', () => {
    const failure = commandFailureOf(
      refused('VALIDATION_ERROR', [
        { path: 'values.consumption', code: 'invalid_number' },
        { path: 'period', code: 'date_in_future' },
        { nonsense: true },
      ]),
    );
    expect(cellErrorsOf(failure)).toEqual({ consumption: 'invalid_number', period: 'date_in_future' });
  });

  it('calls a lost connection OTHER and an ended session UNAUTHENTICATED', () => {
    expect(commandFailureOf(new CombinedError({ networkError: new Error('offline') })).code).toBe('OTHER');
    const ended = new CombinedError({
      networkError: new Error('401'),
      response: { status: 401 } as Response,
    });
    expect(commandFailureOf(ended).code).toBe('UNAUTHENTICATED');
  });
});
