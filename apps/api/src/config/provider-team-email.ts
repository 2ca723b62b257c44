/** The embedded demo's provider team: a local address, so a demo with SMTP on mails nobody real. */
export const DEFAULT_PROVIDER_TEAM_EMAIL = 'reports@provider.ghg-ledger.local';

/** One address, as an SMTP envelope takes it: something@domain, no display name, no list. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * PROVIDER_TEAM_EMAIL: where the provider team is told of a full-report request. Checked at start, so a typo
 * stops the process rather than leaving every notice retrying against a bad address.
 */
export function providerTeamEmailFromEnv(env: NodeJS.ProcessEnv): { address: string; configured: boolean } {
  const raw = env.PROVIDER_TEAM_EMAIL?.trim();
  if (!raw) return { address: DEFAULT_PROVIDER_TEAM_EMAIL, configured: false };
  if (!ADDRESS.test(raw))
    throw new Error(
      `PROVIDER_TEAM_EMAIL must be one e-mail address such as reports@example.com, got '${raw}'`,
    );
  return { address: raw, configured: true };
}
