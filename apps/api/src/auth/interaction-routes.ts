import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../config/logger.js';
import { sendHtml } from '../shared/page-answers.js';
import { queryOf } from '../shared/request-query.js';
import { sendRouteError } from '../shared/route-error.js';
import type { RouteSink } from '../shared/route-sink.js';
import { inPackageRealm } from './esm-package.js';
import type { LocalAccounts } from './local-accounts.js';
import { type LoginNotice, loginPage, pageLocale, signInExpiredPage } from './login-page.js';
import type { OidcProvider } from './oidc-provider.types.js';
import type { SignInVerdict } from './throttle/sign-in-limits.js';
import type { SignInThrottle } from './throttle/sign-in-throttle.js';

export interface InteractionRoutesOptions {
  accounts: LocalAccounts;
  /** M5: every password this form checks is counted per account and per client address (shared store). */
  throttle: SignInThrottle;
  logger: Logger;
}

/**
 * The embedded provider's own login page (its interactions): GET /oidc/interaction/:uid shows the form, or
 * grants the app's consent without a page; POST …/login checks the password, throttled (M5), and hands the
 * signed-in account back to the provider, which redirects on.
 */
export function installInteractionRoutes(
  sink: RouteSink,
  /** Where the provider sends the browser for an interaction (its `interactions.url`), e.g. /oidc/interaction. */
  path: string,
  provider: OidcProvider,
  options: InteractionRoutesOptions,
): void {
  sink.route('GET', `${path}/:uid`, async (req, res) => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name === 'login') {
        sendHtml(res, 200, loginPage({ uid: interaction.uid, locale: localeOf(req, interaction.params) }));
        return;
      }
      await provider.interactionFinished(req, res, inPackageRealm(await consentOf(provider, interaction)), {
        mergeWithLastSubmission: true,
      });
    } catch (error) {
      interactionFailed(error, req, res, options.logger);
    }
  });
  sink.route(
    'POST',
    `${path}/:uid/login`,
    async (req, res, { ip, body: form }) => {
      try {
        const interaction = await provider.interactionDetails(req, res);
        const body = (form ?? {}) as Record<string, unknown>;
        const email = typeof body.email === 'string' ? body.email.slice(0, 320) : '';
        const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
        const locale = localeOf(req, interaction.params);
        const refuse = (status: number, notice?: LoginNotice) =>
          sendHtml(res, status, loginPage({ uid: interaction.uid, locale, email, failed: true, notice }));
        if (!email || !password) return refuse(401);
        const attempt = { email, address: ip ?? 'unknown', language: locale };
        const verdict = await options.throttle.begin(attempt);
        if (verdict.kind !== 'allowed') {
          res.setHeader('retry-after', String(retryAfterSeconds(verdict)));
          return refuse(429, noticeOf(verdict));
        }
        const userId = await options.accounts.verify(email, password);
        if (!userId) {
          const after = await options.throttle.failed(attempt);
          return refuse(after.kind === 'allowed' ? 401 : 429, noticeOf(after));
        }
        await options.throttle.succeeded(attempt);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: userId } },
          {
            mergeWithLastSubmission: false,
          },
        );
      } catch (error) {
        interactionFailed(error, req, res, options.logger);
      }
    },
    { form: true },
  );
}

function retryAfterSeconds(verdict: SignInVerdict): number {
  if (verdict.kind === 'wait') return Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  if (verdict.kind === 'locked') return Math.max(1, Math.ceil((verdict.until - Date.now()) / 1000));
  return 0;
}

/** What the page says about a refused or locking attempt; nothing for a plain wrong password. */
function noticeOf(verdict: SignInVerdict): LoginNotice | undefined {
  if (verdict.kind === 'wait') return { kind: 'wait', seconds: retryAfterSeconds(verdict) };
  if (verdict.kind === 'locked')
    return {
      kind: 'locked',
      minutes: Math.max(1, Math.ceil(retryAfterSeconds(verdict) / 60)),
      scope: verdict.scope ?? 'account',
    };
  return undefined;
}

/**
 * oidc-provider refuses an interaction it does not know (expired, or another browser's) with a 4xx error of its
 * own; that is the user's situation to be told about, not a server failure (500).
 */
function interactionFailed(error: unknown, req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return sendRouteError(res, error, logger);
  const { lang } = queryOf(req);
  const locale = pageLocale(typeof lang === 'string' ? lang : undefined, undefined, req.headers.cookie);
  sendHtml(res, status, signInExpiredPage(locale));
}

/** The app is the provider's only client and first-party: what it asks for is granted without a consent page. */
async function consentOf(
  provider: OidcProvider,
  interaction: Awaited<ReturnType<OidcProvider['interactionDetails']>>,
): Promise<Record<string, unknown>> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new Error('consent without a signed-in account');
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {}))
    grant.addResourceScope(resource, scopes.join(' '));
  return { consent: { grantId: await grant.save() } };
}

function localeOf(req: IncomingMessage, params: Record<string, unknown>) {
  const { lang } = queryOf(req);
  return pageLocale(
    typeof lang === 'string' ? lang : undefined,
    typeof params.ui_locales === 'string' ? params.ui_locales : undefined,
    req.headers.cookie,
  );
}
