import { Client, CombinedError, fetchExchange, gql, type OperationContext } from 'urql';
import { describe, expect, it } from 'vitest';
import {
  OWNS_FORBIDDEN,
  onSessionSignal,
  sessionSignalExchange,
  signalOf,
  type SessionSignal,
} from './session-signals';

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

/** The signals the app's listeners hear when one query with this context is answered with this HTTP status. */
async function signalsHeard(
  status: number,
  context: Partial<OperationContext> = {},
): Promise<SessionSignal[]> {
  const heard: SessionSignal[] = [];
  const stop = onSessionSignal((signal) => heard.push(signal));
  const client = new Client({
    url: '/graphql',
    exchanges: [sessionSignalExchange, fetchExchange],
    fetch: () =>
      Promise.resolve(new Response('{}', { status, headers: { 'content-type': 'application/json' } })),
  });
  await client
    .query(
      gql`
        query Probe {
          me {
            userId
          }
        }
      `,
      {},
      context,
    )
    .toPromise();
  stop();
  return heard;
}

describe('the exchange that passes the signals on', () => {
  it('sends the user home on a 403 unless the operation says the page owns its refusals', async () => {
    expect(await signalsHeard(403)).toEqual(['go-home']);
    expect(await signalsHeard(403, OWNS_FORBIDDEN)).toEqual([]);
  });

  it('an ended session is always passed on, also for a page that owns its refusals', async () => {
    expect(await signalsHeard(401, OWNS_FORBIDDEN)).toEqual(['session-expired']);
  });
});
