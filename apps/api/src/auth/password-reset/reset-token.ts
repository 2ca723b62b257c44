import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import { loadOrCreateSecrets } from '../oidc-secrets.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The secret part of a password reset link: an HMAC of the reset id under a server key. The event and the outbox
 * hold only the id; whoever reads them cannot build the link. The key is derived from the embedded provider's
 * cookie key (kept in the database, the same on every instance), with a label of its own.
 */
export class PasswordResetTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('ghg-ledger password reset link v1').digest();
  }

  tokenOf(resetId: string): string {
    return `${resetId}.${this.macOf(resetId).toString('base64url')}`;
  }

  /** The reset id a token stands for, or null for anything forged, cut or malformed. */
  resetIdOf(token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [resetId, mac, ...rest] = token.split('.');
    if (!resetId || !mac || rest.length > 0 || !UUID.test(resetId)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.macOf(resetId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? resetId : null;
  }

  private macOf(resetId: string): Buffer {
    return createHmac('sha256', this.key).update(resetId).digest();
  }
}

export async function loadPasswordResetTokens(db: SqlClient): Promise<PasswordResetTokens> {
  return new PasswordResetTokens((await loadOrCreateSecrets(db)).cookieKey);
}

/** Where a reset link leads: the embedded provider's set-new-password page. */
export const resetPasswordPath = (token: string, language: 'pl' | 'en') =>
  `/oidc/reset-password?lang=${language}&token=${encodeURIComponent(token)}`;
