export const DEFAULT_SMTP_FROM = 'GHG Ledger <no-reply@ghg-ledger.local>';

/** Where invitation e-mails go when SMTP_URL is set (else they stay in the local outbox only). */
export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  url: string;
  /** The From header (SMTP_FROM). */
  from: string;
}

export function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@host:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${protocol}'`);
  return { url: raw, from: env.SMTP_FROM?.trim() || DEFAULT_SMTP_FROM };
}
