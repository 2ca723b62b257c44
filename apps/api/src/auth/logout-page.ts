import { page, type PageLocale } from './login-page.js';

/** The same-origin script that sends the provider's logout form at once (the CSP allows no inline script). */
export const LOGOUT_SCRIPT_PATH = '/oidc/assets/logout-submit.js';
export const LOGOUT_SCRIPT = `document.getElementById('op.logoutForm')?.requestSubmit();\n`;

const TEXT: Record<PageLocale, { heading: string; submit: string }> = {
  pl: { heading: 'Wylogowywanie…', submit: 'Wyloguj' },
  en: { heading: 'Signing out…', submit: 'Sign out' },
};

/** RP-initiated logout reached the provider: the app asked for it, so the form is confirmed without a question. */
export function logoutPage(form: string, locale: PageLocale): string {
  const t = TEXT[locale];
  return page(
    locale,
    `<h1>${t.heading}</h1>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm" name="logout" value="yes">${t.submit}</button>
<script src="${LOGOUT_SCRIPT_PATH}"></script>`,
    t.heading,
  );
}

/** The language of the page: the app sends its English users back to /en/auth/login. */
export function localeOfLogout(params: Record<string, unknown> | undefined): PageLocale {
  const back = params?.post_logout_redirect_uri;
  return typeof back === 'string' && back.includes('/en/') ? 'en' : 'pl';
}

/** Signed out at the provider without a way back named: a link to the app's login page. */
export function signedOutPage(): string {
  return page(
    'pl',
    `<h1>Wylogowano / Signed out</h1>\n<p><a href="/auth/login">Zaloguj się / Log in</a></p>`,
  );
}
