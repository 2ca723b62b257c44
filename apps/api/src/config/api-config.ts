import path from 'node:path';
import { type EvidenceStorageSettings, evidenceStorageFromEnv } from './evidence-storage-settings.js';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-limit-settings.js';
import { providerTeamEmailFromEnv } from './provider-team-email.js';
import { type ShellSettings, shellSettingsFromEnv } from './shell-settings.js';
import { type SmtpSettings, smtpFromEnv } from './smtp-settings.js';

/** Every environment variable the API reads, in one place (documented in README.md "Configuration"). */
export interface ApiConfig {
  host: string;
  port: number;
  /** Where apps/web/dist lives; the API serves it with an SPA fallback when present. */
  webDistDir: string | null;
  /** /readyz answers 503 when a projection is more events behind the log than this (0: never). */
  readyMaxProjectionLag: number;
  /** How long a query may wait for projections to pass a command's position (read-your-writes). */
  readYourWritesTimeoutMs: number;
  logLevel: string;
  /**
   * GHG_SEED_DEMO: seed the demo companies, their people and their local accounts at start. On by default only
   * in embedded mode (`npm start`); production (`start:api`) starts empty unless GHG_SEED_DEMO=1.
   */
  seedDemo: boolean;
  demoPassword: string;
  /** DEMO_PASSWORD was given: every start sets the demo accounts' password to it (not only the first). */
  demoPasswordGiven: boolean;
  /** Requests per minute per client and route on the sign-in paths (/api/auth/*, /oidc/*). */
  authRateLimitPerMinute: number;
  /** M5: failed passwords per account and per client address before a wait and a lockout (not from env). */
  signInLimits: SignInLimits;
  /** How long a password reset link works (30 minutes; not from env). */
  passwordResetTtlMs: number;
  /** Base URL browsers use to reach this process (issuer and redirect URI are built from it). */
  publicUrl: string;
  sessionCookieName: string;
  /** The proxies to believe (addresses, subnets, `loopback`…; never a hop count): client address and https from X-Forwarded-*. */
  trustProxy: string | null;
  /** An external OpenID provider; null runs the embedded provider under /oidc. */
  oidc: { issuer: string; clientId: string; clientSecret: string; audience: string } | null;
  /** SMTP_URL and SMTP_FROM: invitation e-mails go through SMTP; null keeps them in the local outbox only. */
  smtp: SmtpSettings | null;
  /**
   * PROVIDER_TEAM_EMAIL: who is told of a full-report request; `configured` false = the demo default (a warning
   * at start when SMTP_URL is set).
   */
  providerTeam: { address: string; configured: boolean };
  /** GraphQL introspection: on in development and embedded mode, off in production (NODE_ENV or `start:api`). */
  graphqlIntrospection: boolean;
  /** Contacts, offset partners and the optional third parties (chat, analytics, WordPress); issue 21. */
  shell: ShellSettings;
  /** GHG_EVIDENCE_STORAGE, GHG_EVIDENCE_DIR: where attached files' bytes are kept (issue 23). */
  evidenceStorage: EvidenceStorageSettings;
}

/** A read may hold its connection this long at most, whatever is configured: waits cost connections. */
export const MAX_READ_YOUR_WRITES_TIMEOUT_MS = 10_000;

export function apiConfigFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: {
    webDistDir: string | null;
    production?: boolean;
    seedDemo?: boolean;
    /** Embedded mode: attached files go to this directory unless configured otherwise. */
    evidenceDir?: string;
  },
): ApiConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = positiveInt(env.PORT, 3000, 'PORT');
  return {
    host,
    port,
    // Relative to the working directory, like any path an operator types.
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaults.webDistDir,
    readyMaxProjectionLag: positiveInt(env.READY_MAX_PROJECTION_LAG, 10_000, 'READY_MAX_PROJECTION_LAG'),
    readYourWritesTimeoutMs: atMost(
      MAX_READ_YOUR_WRITES_TIMEOUT_MS,
      positiveInt(env.READ_YOUR_WRITES_TIMEOUT_MS, 2000, 'READ_YOUR_WRITES_TIMEOUT_MS'),
      'READ_YOUR_WRITES_TIMEOUT_MS',
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: flag(env.GHG_SEED_DEMO, defaults.seedDemo ?? false, 'GHG_SEED_DEMO'),
    demoPassword: env.DEMO_PASSWORD || 'Demo-Ledger-2026!',
    demoPasswordGiven: Boolean(env.DEMO_PASSWORD),
    publicUrl: (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
      /\/+$/,
      '',
    ),
    sessionCookieName: env.SESSION_COOKIE_NAME || 'ghg_session',
    trustProxy: trustedProxiesFromEnv(env.TRUST_PROXY),
    oidc: oidcFromEnv(env),
    smtp: smtpFromEnv(env),
    providerTeam: providerTeamEmailFromEnv(env),
    authRateLimitPerMinute: positiveInt(env.AUTH_RATE_LIMIT_PER_MINUTE, 30, 'AUTH_RATE_LIMIT_PER_MINUTE'),
    graphqlIntrospection: !defaults.production && env.NODE_ENV !== 'production',
    signInLimits: DEFAULT_SIGN_IN_LIMITS,
    passwordResetTtlMs: 30 * 60_000,
    shell: shellSettingsFromEnv(env, flag(env.GHG_SEED_DEMO, defaults.seedDemo ?? false, 'GHG_SEED_DEMO')),
    evidenceStorage: evidenceStorageFromEnv(env, defaults.evidenceDir),
  };
}

function oidcFromEnv(env: NodeJS.ProcessEnv): ApiConfig['oidc'] {
  if (!env.OIDC_ISSUER) return null;
  const missing = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_AUDIENCE'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`OIDC_ISSUER is set, so ${missing.join(', ')} must be set too`);
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    audience: env.OIDC_AUDIENCE!,
  };
}

function flag(raw: string | undefined, fallback: boolean, name: string): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got '${raw}'`);
  return raw === '1';
}

function atMost(max: number, value: number, name: string): number {
  if (value > max) throw new Error(`${name} must be at most ${max}, got ${value}`);
  return value;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

/**
 * The proxies whose X-Forwarded-* headers are believed: addresses, CIDR ranges or the names `loopback`,
 * `linklocal`, `uniquelocal`, comma-separated. A hop count is refused: with one, Fastify believes the headers of
 * any client that connects directly (CVE-2026-16732), so the rate limits could be dodged and http taken for https.
 */
function trustedProxiesFromEnv(raw: string | undefined): string | null {
  if (!raw) return null;
  if (/^\s*\d+\s*$/.test(raw))
    throw new Error(
      `TRUST_PROXY must name the proxies (addresses, CIDR ranges, loopback), not a hop count, got '${raw}'`,
    );
  return raw;
}
