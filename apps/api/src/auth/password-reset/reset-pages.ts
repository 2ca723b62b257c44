import type { PasswordRule } from '@ghg/contracts';
import { validationMessage } from '@ghg/contracts';
import { escapeHtml, page, type PageLocale } from '../login-page.js';

const TEXT = {
  pl: {
    title: 'Nowe hasło - GHG Ledger',
    forgotHeading: 'Nie pamiętasz hasła?',
    forgotText: 'Podaj e-mail swojego konta. Wyślemy na niego link do ustawienia nowego hasła.',
    email: 'E-mail',
    send: 'Wyślij link',
    sent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na niego link do ustawienia nowego hasła. Link działa raz, przez 30 minut.',
    resetHeading: 'Ustaw nowe hasło',
    newPassword: 'Nowe hasło',
    repeatPassword: 'Powtórz nowe hasło',
    rulesTitle: 'Nowe hasło musi mieć:',
    rules: (min: number) => [
      `co najmniej ${min} znaków`,
      'małą literę',
      'wielką literę',
      'cyfrę',
      'znak specjalny',
    ],
    save: 'Ustaw hasło',
    done: 'Hasło zostało zmienione. Wszystkie sesje zostały zakończone: zaloguj się nowym hasłem.',
    invalid: 'Ten link wygasł albo został już użyty.',
    again: 'Poproś o nowy link',
    login: 'Zaloguj się',
  },
  en: {
    title: 'New password - GHG Ledger',
    forgotHeading: 'Forgot password?',
    forgotText: "Enter your account's e-mail. We will send a link to set a new password to it.",
    email: 'Email',
    send: 'Send link',
    sent: 'If an account with this address exists, we have sent it a link to set a new password. The link works once, for 30 minutes.',
    resetHeading: 'Set a new password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    rulesTitle: 'The new password must have:',
    rules: (min: number) => [
      `at least ${min} characters`,
      'a lowercase letter',
      'an uppercase letter',
      'a digit',
      'a special character',
    ],
    save: 'Set password',
    done: 'Your password has been changed. Every session has ended: log in with the new password.',
    invalid: 'This link has expired or was already used.',
    again: 'Ask for a new link',
    login: 'Log in',
  },
} as const;

const loginPath = (locale: PageLocale) => (locale === 'en' ? '/en/auth/login' : '/auth/login');
const forgotAction = (locale: PageLocale) => `/oidc/forgot-password?lang=${locale}`;

/** 'Forgot password?': one e-mail field; after sending, the same neutral answer whatever the address. */
export function forgotPasswordPage(locale: PageLocale, sent = false): string {
  const t = TEXT[locale];
  const body = sent
    ? `<p role="status">${t.sent}</p>
<p><a href="${loginPath(locale)}">${t.login}</a></p>`
    : `<p>${t.forgotText}</p>
<form method="post" action="${forgotAction(locale)}">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254">
<button type="submit">${t.send}</button>
</form>
<p><a href="${loginPath(locale)}">${t.login}</a></p>`;
  return page(locale, `<h1>${t.forgotHeading}</h1>\n${body}`, t.title);
}

/** The set-new-password form of a valid link; `errors` are validation codes of the last try. */
export function resetPasswordPage(input: {
  locale: PageLocale;
  token: string;
  rule: PasswordRule;
  errors?: readonly string[];
}): string {
  const t = TEXT[input.locale];
  const min = input.rule === 'admin' ? 10 : 8;
  const errors = [...new Set(input.errors ?? [])].map((code) => validationMessage(code, input.locale));
  return page(
    input.locale,
    `<h1>${t.resetHeading}</h1>
${errors.length > 0 ? `<p role="alert">${errors.map(escapeHtml).join(' ')}</p>` : ''}
<form method="post" action="/oidc/reset-password?lang=${input.locale}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<label for="newPassword">${t.newPassword}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required maxlength="128" aria-describedby="rules">
<label for="repeatPassword">${t.repeatPassword}</label>
<input id="repeatPassword" name="repeatPassword" type="password" autocomplete="new-password" required maxlength="128">
<p id="rules">${t.rulesTitle}</p>
<ul>${t
      .rules(min)
      .map((rule) => `<li>${rule}</li>`)
      .join('')}</ul>
<button type="submit">${t.save}</button>
</form>`,
    t.title,
  );
}

/** A link that no longer works (used, expired, replaced by a newer password, or forged). */
export function resetLinkInvalidPage(locale: PageLocale): string {
  const t = TEXT[locale];
  return page(
    locale,
    `<h1>${t.resetHeading}</h1>
<p role="alert">${t.invalid}</p>
<p><a href="${forgotAction(locale)}">${t.again}</a></p>`,
    t.title,
  );
}

export function passwordResetDonePage(locale: PageLocale): string {
  const t = TEXT[locale];
  return page(
    locale,
    `<h1>${t.resetHeading}</h1>
<p role="status">${t.done}</p>
<p><a href="${loginPath(locale)}">${t.login}</a></p>`,
    t.title,
  );
}
