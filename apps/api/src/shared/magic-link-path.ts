/** Where a magic link leads in the web app; mail, the outbox and the invitations all print it. */
export const magicLinkPath = (magicLinkId: string): string => `/ml/${magicLinkId}`;
