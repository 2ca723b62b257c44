import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { SqlClient } from '@ghg/database';

export interface EmbeddedProviderSecrets {
  signingKey: Record<string, unknown>;
  cookieKey: string;
  clientSecret: string;
  chatSecret: string;
}

function generate(): EmbeddedProviderSecrets {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    signingKey: { ...jwk, use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') },
    cookieKey: randomBytes(32).toString('base64url'),
    clientSecret: randomBytes(32).toString('base64url'),
    chatSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * The embedded provider's secrets, made on first start and kept in the database, so every API instance and
 * every restart signs and verifies with the same keys. (An external provider keeps its own.)
 */
export async function loadOrCreateSecrets(db: SqlClient): Promise<EmbeddedProviderSecrets> {
  await db.query(
    `insert into auth.oidc_secrets (name, value) values ('embedded-provider', $1) on conflict (name) do nothing`,
    [JSON.stringify(generate())],
  );
  const { rows } = await db.query<{ value: EmbeddedProviderSecrets | string }>(
    `select value from auth.oidc_secrets where name = 'embedded-provider'`,
  );
  const value = rows[0]!.value;
  return typeof value === 'string' ? (JSON.parse(value) as EmbeddedProviderSecrets) : value;
}
