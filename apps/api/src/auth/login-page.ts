export type PageLocale = 'pl' | 'en';

const TEXT = {
  pl: {
    title: 'Logowanie - GHG Ledger',
    heading: 'Zaloguj się',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj',
    failed: 'Nieprawidłowy e-mail lub hasło',
    expired: 'Logowanie wygasło lub zostało rozpoczęte w innej przeglądarce.',
    again: 'Zaloguj się ponownie',
    forgot: 'Nie pamiętasz hasła?',
    wait: (seconds: number) => `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${seconds} s.`,
    lockedAccount: (minutes: number) =>
      `Logowanie na to konto zostało tymczasowo zablokowane po zbyt wielu nieudanych próbach. Spróbuj ponownie za ${minutes} min. Jeśli konto istnieje, jego właściciel dostał e-mail z informacją o blokadzie. Możesz też ustawić nowe hasło.`,
    lockedAddress: (minutes: number) =>
      `Zbyt wiele nieudanych prób logowania z tego adresu. Logowanie z niego jest zablokowane na ${minutes} min.`,
  },
  en: {
    title: 'Log in - GHG Ledger',
    heading: 'Log in',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    failed: 'Invalid email or password',
    expired: 'This sign-in has expired or was started in another browser.',
    again: 'Log in again',
    forgot: 'Forgot password?',
    wait: (seconds: number) => `Too many failed sign-in attempts. Try again in ${seconds} s.`,
    lockedAccount: (minutes: number) =>
      `Sign-in to this account is temporarily locked after too many failed attempts. Try again in ${minutes} min. If the account exists, its owner has been sent an e-mail about the lockout. You can also set a new password.`,
    lockedAddress: (minutes: number) =>
      `Too many failed sign-in attempts from this address. Sign-in from it is locked for ${minutes} min.`,
  },
} as const;

/** `?lang=`, then the client's ui_locales, then the app's `locale` cookie; Polish by default. */
export function pageLocale(lang?: string, uiLocales?: string, cookieHeader?: string): PageLocale {
  const cookie = /(?:^|;\s*)locale=(pl|en)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  for (const candidate of [lang, uiLocales?.split(' ')[0], cookie]) {
    const short = candidate?.slice(0, 2).toLowerCase();
    if (short === 'pl' || short === 'en') return short;
  }
  return 'pl';
}

/** Why the form refused to check the password (M5): a wait between attempts, or a lockout. */
export type LoginNotice =
  { kind: 'wait'; seconds: number } | { kind: 'locked'; minutes: number; scope: 'account' | 'address' };

function noticeText(locale: PageLocale, notice: LoginNotice): string {
  const t = TEXT[locale];
  if (notice.kind === 'wait') return t.wait(notice.seconds);
  return notice.scope === 'account' ? t.lockedAccount(notice.minutes) : t.lockedAddress(notice.minutes);
}

/** The forgot-password page of the embedded provider, in the page's language. */
export const forgotPasswordPath = (locale: PageLocale) => `/oidc/forgot-password?lang=${locale}`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The embedded provider's login form: plain HTML, no script (the CSP allows none inline). */
export function loginPage(input: {
  uid: string;
  locale: PageLocale;
  email?: string;
  failed?: boolean;
  notice?: LoginNotice;
}): string {
  const t = TEXT[input.locale];
  const action = `/oidc/interaction/${encodeURIComponent(input.uid)}/login?lang=${input.locale}`;
  const alert = input.notice ? noticeText(input.locale, input.notice) : input.failed ? t.failed : null;
  return page(
    input.locale,
    `<h1>${t.heading}</h1>
${alert ? `<p role="alert">${alert}</p>` : ''}
<form method="post" action="${action}">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t.submit}</button>
</form>
<p><a href="${forgotPasswordPath(input.locale)}">${t.forgot}</a></p>`,
  );
}

/** A sign-in the provider no longer knows (expired, or another browser's): say so and offer to start again. */
export function signInExpiredPage(locale: PageLocale): string {
  const t = TEXT[locale];
  const login = locale === 'en' ? '/en/auth/login' : '/auth/login';
  return page(
    locale,
    `<h1>${t.heading}</h1>
<p role="alert">${t.expired}</p>
<a href="${login}">${t.again}</a>`,
  );
}

/**
 * The provider's pages share one frame: plain HTML, one stylesheet, no script. The button is the web theme's
 * darkened brand green (#5b7418): white text on the spec's #7C9A21 is below WCAG AA contrast (3.2:1).
 */
export function page(locale: PageLocale, content: string, title?: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title ?? t.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6ef;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);width:min(22rem,90vw)}
h1{font-size:1.4rem;margin:0 0 1rem;color:#3d4f10}
label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#5b7418;color:#fff;border:0;border-radius:4px;cursor:pointer}
p[role=alert]{color:#b3261e}
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}
