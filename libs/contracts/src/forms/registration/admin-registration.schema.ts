import { type z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { emailField, sameEmail } from '../fields/email.js';
import { matchingFields } from '../fields/matching.js';
import { adminPasswordField, repeatPasswordField } from '../fields/password.js';
import { userRegistrationShape } from './user-registration.schema.js';

const passwordsMatch = matchingFields('password', 'repeatPassword', 'passwords_mismatch');
const emailsMatch = matchingFields('email', 'repeatEmail', 'emails_mismatch', sameEmail);

/**
 * The administrator who registers the organization: the user fields plus repeatEmail (spec §3). We read
 * "Password (admin rule): at least 10 characters" as the rule of this form, so the password needs 10
 * characters as well as the registration character classes.
 */
export const adminRegistrationSchema = formObject({
  ...userRegistrationShape,
  password: adminPasswordField,
  repeatEmail: emailField,
})
  .refine(passwordsMatch.check, passwordsMatch.params)
  .refine(emailsMatch.check, emailsMatch.params);

/**
 * The administrator's two password fields alone: asked again on the last step when the page no longer holds them
 * (a reload, the link opened in another tab), since passwords are never kept on the device.
 */
export const adminPasswordsSchema = formObject({
  password: adminPasswordField,
  repeatPassword: repeatPasswordField,
}).refine(passwordsMatch.check, passwordsMatch.params);

export type AdminRegistrationInput = z.input<typeof adminRegistrationSchema>;
export type AdminRegistration = z.output<typeof adminRegistrationSchema>;
