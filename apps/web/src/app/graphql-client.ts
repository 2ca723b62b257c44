import { Client, cacheExchange, fetchExchange } from 'urql';
import { CSRF_HEADERS } from '../lib/csrf';
import { sessionSignalExchange } from '../lib/session/session-signals';

export const graphqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, sessionSignalExchange, fetchExchange],
  fetchOptions: { credentials: 'include', headers: CSRF_HEADERS },
  requestPolicy: 'cache-and-network',
  // The API takes GraphQL over POST only.
  preferGetMethod: false,
});
