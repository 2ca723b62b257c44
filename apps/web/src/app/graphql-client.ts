import { CSRF_HEADERS } from '../lib/csrf';
import { Client, cacheExchange, fetchExchange } from 'urql';

export const graphqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, fetchExchange],
  fetchOptions: { credentials: 'include', headers: CSRF_HEADERS },
  requestPolicy: 'cache-and-network',
  // The API takes GraphQL over POST only.
  preferGetMethod: false,
});
