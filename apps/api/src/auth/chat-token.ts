import { createHmac } from 'node:crypto';

/** Name of the access-token claim that carries the user's chat identity token. */
export const CHAT_TOKEN_CLAIM = 'chat_token';

/** The embedded provider's chat identity: `<user id>.<HMAC>`, verifiable by whoever holds the same secret. */
export function chatTokenFor(secret: string, userId: string): string {
  return `${userId}.${createHmac('sha256', secret).update(userId).digest('base64url')}`;
}

/**
 * Reads the chat claim out of an access token just received from the token endpoint over the back channel
 * (so its payload is taken as is); null when the token is opaque or carries no such claim.
 */
export function chatTokenIn(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const value = claims[CHAT_TOKEN_CLAIM];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
