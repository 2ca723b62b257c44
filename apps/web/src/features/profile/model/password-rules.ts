import {
  ADMIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  type PasswordRule,
  REGISTRATION_PASSWORD_MIN_LENGTH,
} from '@ghg/contracts';

export type PasswordHint = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/**
 * The §5 rule as a checklist shown while typing (the schema gives the one message the spec names; the list says
 * which part is missing). The same tests as the contracts' hasPasswordCharacterClasses, one class each.
 */
export function passwordHints(
  password: string,
  rule: PasswordRule,
): { hint: PasswordHint; met: boolean; minLength?: number }[] {
  const minLength = rule === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : REGISTRATION_PASSWORD_MIN_LENGTH;
  return [
    {
      hint: 'length',
      met: password.length >= minLength && password.length <= PASSWORD_MAX_LENGTH,
      minLength,
    },
    { hint: 'lowercase', met: /\p{Ll}/u.test(password) },
    { hint: 'uppercase', met: /\p{Lu}/u.test(password) },
    { hint: 'digit', met: /\p{Nd}/u.test(password) },
    { hint: 'special', met: /[^\p{L}\p{N}\s]/u.test(password) },
  ];
}
