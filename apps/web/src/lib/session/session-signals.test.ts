import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { signalOf } from './session-signals';

const withStatus = (status: number) =>
  new CombinedError({ networkError: new Error('HTTP'), response: new Response(null, { status }) });

describe('server answers that concern the whole app', () => {
  it('401, or UNAUTHENTICATED in a GraphQL error, means the session expired', () => {
    expect(signalOf(withStatus(401))).toBe('session-expired');
    expect(
      signalOf(
        new CombinedError({ graphQLErrors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    ).toBe('session-expired');
  });

  it('403 and 503 send the user home', () => {
    expect(signalOf(withStatus(403))).toBe('go-home');
    expect(signalOf(withStatus(503))).toBe('go-home');
  });

  it('other failures are left to the page', () => {
    expect(signalOf(withStatus(400))).toBeNull();
    expect(signalOf(withStatus(500))).toBeNull();
    expect(signalOf(undefined)).toBeNull();
  });
});
