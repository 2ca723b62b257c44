import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import { loadOrCreateSecrets } from '../oidc-secrets.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whose link, and which one. */
export interface ResetLink {
  userId: string;
  resetId: string;
}

/**
 * The secret part of a password reset link: an HMAC of the user and reset ids under a server key. The event and the
 * outbox hold only the ids; whoever reads them cannot build the link. The key is derived from the embedded provider's
 * cookie key (kept in the database, the same on every instance), with a label of its own.
 */
export class PasswordResetTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('ghg-ledger password reset link v1').digest();
  }

  tokenOf(link: ResetLink): string {
    return `${link.userId}.${link.resetId}.${this.macOf(link).toString('base64url')}`;
  }

  /** The link a token stands for, or null for anything forged, cut or malformed. */
  linkOf(token: unknown): ResetLink | null {
    if (typeof token !== 'string' || token.length > 300) return null;
    const [userId, resetId, mac, ...rest] = token.split('.');
    if (!userId || !resetId || !mac || rest.length > 0 || !USER_ID.test(userId) || !UUID.test(resetId))
      return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.macOf({ userId, resetId });
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, resetId } : null;
  }

  private macOf(link: ResetLink): Buffer {
    return createHmac('sha256', this.key).update(`${link.userId}:${link.resetId}`).digest();
  }
}

export async function loadPasswordResetTokens(db: SqlClient): Promise<PasswordResetTokens> {
  return new PasswordResetTokens((await loadOrCreateSecrets(db)).cookieKey);
}

/** Where a reset link leads: the embedded provider's set-new-password page. */
export const resetPasswordPath = (token: string, language: 'pl' | 'en') =>
  `/oidc/reset-password?lang=${language}&token=${encodeURIComponent(token)}`;
