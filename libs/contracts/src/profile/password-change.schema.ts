import { type z } from 'zod';
import { formObject } from '../forms/fields/form-object.js';
import { matchingFields } from '../forms/fields/matching.js';
import {
  adminPasswordField,
  registrationPasswordField,
  repeatPasswordField,
} from '../forms/fields/password.js';

/**
 * Which §5 password rule a person's new password follows: the administrator's (10 characters) for someone who
 * administers any of their organizations, the registration rule (8) otherwise, as when the account was made.
 */
export const PASSWORD_RULES = ['registration', 'admin'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const passwordsMatch = matchingFields('newPassword', 'repeatPassword', 'passwords_mismatch');

/**
 * PUT users/me/password: the current password (only filled: whether it is right is the server's to say, as
 * `wrong_current_password`), the new one under the person's rule, and the same again.
 */
export const passwordChangeSchema = (rule: PasswordRule) =>
  formObject({
    // Any filled text: old passwords may predate today's rule.
    currentPassword: repeatPasswordField,
    newPassword: rule === 'admin' ? adminPasswordField : registrationPasswordField,
    repeatPassword: repeatPasswordField,
  }).refine(passwordsMatch.check, passwordsMatch.params);

export type PasswordChangeInput = z.input<ReturnType<typeof passwordChangeSchema>>;
export type PasswordChange = z.output<ReturnType<typeof passwordChangeSchema>>;
