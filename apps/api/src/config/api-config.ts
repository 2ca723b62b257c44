/** Every environment variable the API reads, in one place (documented in README.md "Configuration"). */
export interface ApiConfig {
  host: string;
  port: number;
  /** Where apps/web/dist lives; the API serves it with an SPA fallback when present. */
  webDistDir: string | null;
  /** How long a query may wait for projections to pass a command's position (read-your-writes). */
  readYourWritesTimeoutMs: number;
  logLevel: string;
  demoPassword: string;
  /** Requests per minute per client and route on the sign-in paths (/api/auth/*, /oidc/*). */
  authRateLimitPerMinute: number;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv, defaults: { webDistDir: string | null }): ApiConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: positiveInt(env.PORT, 3000, 'PORT'),
    webDistDir: env.WEB_DIST_DIR ?? defaults.webDistDir,
    readYourWritesTimeoutMs: positiveInt(
      env.READ_YOUR_WRITES_TIMEOUT_MS,
      2000,
      'READ_YOUR_WRITES_TIMEOUT_MS',
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    demoPassword: env.DEMO_PASSWORD ?? 'Demo-Ledger-2026!',
    authRateLimitPerMinute: positiveInt(env.AUTH_RATE_LIMIT_PER_MINUTE, 30, 'AUTH_RATE_LIMIT_PER_MINUTE'),
  };
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}
