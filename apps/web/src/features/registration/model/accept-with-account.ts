/**
 * Where someone who already has an account accepts an invitation: the sign-in first (through the API, the
 * OpenID client), then the page that accepts it. `localize` puts the page under /en for English.
 */
export function acceptWithAccountHref(magicLinkId: string, localize: (path: string) => string): string {
  const page = localize(`/invitations/${encodeURIComponent(magicLinkId)}/accept`);
  return `/api/auth/login?returnTo=${encodeURIComponent(page)}`;
}
