import { type z } from 'zod';
import { formObject } from '../forms/fields/form-object.js';
import { matchingFields } from '../forms/fields/matching.js';
import {
  adminPasswordField,
  registrationPasswordField,
  repeatPasswordField,
} from '../forms/fields/password.js';
import type { PasswordRule } from './password-change.schema.js';

const passwordsMatch = matchingFields('newPassword', 'repeatPassword', 'passwords_mismatch');

/** The set-new-password form of a reset link: the person's §5 rule, as in the profile's password change. */
export const passwordResetSchema = (rule: PasswordRule) =>
  formObject({
    newPassword: rule === 'admin' ? adminPasswordField : registrationPasswordField,
    repeatPassword: repeatPasswordField,
  }).refine(passwordsMatch.check, passwordsMatch.params);

export type PasswordResetInput = z.input<ReturnType<typeof passwordResetSchema>>;
