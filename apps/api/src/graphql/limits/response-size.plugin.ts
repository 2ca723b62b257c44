import type { ApolloServerPlugin } from '@apollo/server';

/**
 * The last line of defence of finding H2: an answer larger than `maxBytes` is replaced by a 400 error rather
 * than sent (the limits on the document should make it unreachable; this catches what they cannot foresee,
 * such as one JSON field that grew). Measuring serializes the answer once more, which costs microseconds for
 * the usual few kilobytes.
 */
export function responseSizeCap(maxBytes: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const bytes = Buffer.byteLength(JSON.stringify(response.body.singleResult), 'utf8');
          if (bytes <= maxBytes) return;
          response.body.singleResult = {
            errors: [
              {
                message: `The answer is too large (${bytes} bytes, at most ${maxBytes}): ask for less`,
                extensions: { code: 'RESPONSE_TOO_LARGE', limit: 'responseBytes' },
              },
            ],
          };
          response.http.status = 400;
        },
      };
    },
  };
}
