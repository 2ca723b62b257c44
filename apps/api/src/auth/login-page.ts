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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The embedded provider's login form: plain HTML, no script (the CSP allows none inline). */
export function loginPage(input: {
  uid: string;
  locale: PageLocale;
  email?: string;
  failed?: boolean;
}): string {
  const t = TEXT[input.locale];
  const action = `/oidc/interaction/${encodeURIComponent(input.uid)}/login?lang=${input.locale}`;
  return page(
    input.locale,
    `<h1>${t.heading}</h1>
${input.failed ? `<p role="alert">${t.failed}</p>` : ''}
<form method="post" action="${action}">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t.submit}</button>
</form>`,
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

function page(locale: PageLocale, content: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6ef;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);width:min(22rem,90vw)}
h1{font-size:1.4rem;margin:0 0 1rem;color:#3d4f10}
label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#7C9A21;color:#fff;border:0;border-radius:4px;cursor:pointer}
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
