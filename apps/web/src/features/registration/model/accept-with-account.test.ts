import { describe, expect, it } from 'vitest';
import { acceptWithAccountHref } from './accept-with-account';

describe('acceptWithAccountHref', () => {
  it('signs in first and returns to the acceptance page, in the page language', () => {
    expect(acceptWithAccountHref('abc-1', (path) => path)).toBe(
      '/api/auth/login?returnTo=%2Finvitations%2Fabc-1%2Faccept',
    );
    expect(acceptWithAccountHref('abc-1', (path) => `/en${path}`)).toBe(
      '/api/auth/login?returnTo=%2Fen%2Finvitations%2Fabc-1%2Faccept',
    );
  });
});
