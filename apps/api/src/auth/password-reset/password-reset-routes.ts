import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../config/logger.js';
import { sendHtml } from '../../shared/page-answers.js';
import { queryOf } from '../../shared/request-query.js';
import { sendRouteError } from '../../shared/route-error.js';
import type { RouteContext, RouteSink } from '../../shared/route-sink.js';
import { pageLocale } from '../login-page.js';
import type { PasswordResetFlow } from './password-reset-flow.js';
import {
  forgotPasswordPage,
  passwordResetDonePage,
  resetLinkInvalidPage,
  resetPasswordPage,
} from './reset-pages.js';

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 1024) : '';
};

const localeOf = (req: IncomingMessage) => {
  const { lang } = queryOf(req);
  return pageLocale(typeof lang === 'string' ? lang : undefined, undefined, req.headers.cookie);
};

/** Plain HTML like the login form; nothing of it may be cached, and its URL (with the token) is never sent on. */
function html(res: ServerResponse, status: number, content: string): void {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('referrer-policy', 'no-referrer');
  sendHtml(res, status, content);
}

/**
 * The embedded provider's forgot-password pages: GET|POST /oidc/forgot-password (e-mail in, one neutral answer
 * out) and GET|POST /oidc/reset-password (the link's set-new-password form).
 */
export function installPasswordResetRoutes(sink: RouteSink, flow: PasswordResetFlow, logger: Logger): void {
  const form = { form: true };
  const source = (req: IncomingMessage, { ip }: RouteContext) => ({
    ...(ip ? { ip } : {}),
    ...(req.headers['user-agent'] ? { userAgent: String(req.headers['user-agent']).slice(0, 300) } : {}),
  });

  sink.route('GET', '/oidc/forgot-password', async (req, res) => {
    try {
      html(res, 200, forgotPasswordPage(localeOf(req)));
    } catch (error) {
      sendRouteError(res, error, logger);
    }
  });

  sink.route(
    'POST',
    '/oidc/forgot-password',
    async (req, res, context) => {
      const locale = localeOf(req);
      try {
        const email = field(context.body, 'email');
        if (email.trim()) await flow.request(email, locale, source(req, context));
      } catch (error) {
        // Said to no one but the log: the answer must not differ between known and unknown addresses.
        logger.warn({ err: error }, 'password reset request not recorded');
      }
      try {
        html(res, 200, forgotPasswordPage(locale, true));
      } catch (error) {
        sendRouteError(res, error, logger);
      }
    },
    form,
  );

  sink.route('GET', '/oidc/reset-password', async (req, res) => {
    const locale = localeOf(req);
    try {
      const token = queryOf(req).token;
      const rule = await flow.open(token);
      if (!rule) return html(res, 410, resetLinkInvalidPage(locale));
      html(res, 200, resetPasswordPage({ locale, token: String(token), rule }));
    } catch (error) {
      sendRouteError(res, error, logger);
    }
  });

  sink.route(
    'POST',
    '/oidc/reset-password',
    async (req, res, context) => {
      const locale = localeOf(req);
      try {
        const token = field(context.body, 'token');
        const outcome = await flow.reset(
          token,
          {
            newPassword: field(context.body, 'newPassword'),
            repeatPassword: field(context.body, 'repeatPassword'),
          },
          source(req, context),
        );
        if (outcome.kind === 'invalid-link') return html(res, 410, resetLinkInvalidPage(locale));
        if (outcome.kind === 'invalid-input')
          return html(
            res,
            400,
            resetPasswordPage({ locale, token, rule: outcome.rule, errors: outcome.codes }),
          );
        html(res, 200, passwordResetDonePage(locale));
      } catch (error) {
        sendRouteError(res, error, logger);
      }
    },
    form,
  );
}
