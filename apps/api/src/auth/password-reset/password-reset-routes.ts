import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../../config/logger.js';
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

const localeOf = (req: Request) =>
  pageLocale(typeof req.query.lang === 'string' ? req.query.lang : undefined, undefined, req.headers.cookie);

/** Plain HTML like the login form; nothing of it may be cached, and its URL (with the token) is never sent on. */
function html(res: Response, status: number, content: string): void {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('referrer-policy', 'no-referrer');
  res.status(status).type('html').send(content);
}

/**
 * The embedded provider's forgot-password pages: GET|POST /oidc/forgot-password (e-mail in, one neutral answer
 * out) and GET|POST /oidc/reset-password (the link's set-new-password form).
 */
export function installPasswordResetRoutes(server: Express, flow: PasswordResetFlow, logger: Logger): void {
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const source = (req: Request) => ({
    ...(req.ip ? { ip: req.ip } : {}),
    ...(req.headers['user-agent'] ? { userAgent: String(req.headers['user-agent']).slice(0, 300) } : {}),
  });

  server.get('/oidc/forgot-password', (req, res) => html(res, 200, forgotPasswordPage(localeOf(req))));

  server.post('/oidc/forgot-password', form, async (req, res, next) => {
    const locale = localeOf(req);
    try {
      const email = field(req.body, 'email');
      if (email.trim()) await flow.request(email, locale, source(req));
    } catch (error) {
      // Said to no one but the log: the answer must not differ between known and unknown addresses.
      logger.warn({ err: error }, 'password reset request not recorded');
    }
    try {
      html(res, 200, forgotPasswordPage(locale, true));
    } catch (error) {
      next(error);
    }
  });

  server.get('/oidc/reset-password', async (req, res, next) => {
    const locale = localeOf(req);
    try {
      const token = req.query.token;
      const rule = await flow.open(token);
      if (!rule) return html(res, 410, resetLinkInvalidPage(locale));
      html(res, 200, resetPasswordPage({ locale, token: String(token), rule }));
    } catch (error) {
      next(error);
    }
  });

  server.post('/oidc/reset-password', form, async (req, res, next) => {
    const locale = localeOf(req);
    try {
      const token = field(req.body, 'token');
      const outcome = await flow.reset(
        token,
        { newPassword: field(req.body, 'newPassword'), repeatPassword: field(req.body, 'repeatPassword') },
        source(req),
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
      next(error);
    }
  });
}
