import { type z } from 'zod';
import { privacyPolicyAcceptedField, termsAcceptedField } from '../fields/consent.js';
import { formObject } from '../fields/form-object.js';
import { addressField, emailField } from '../fields/email.js';
import { matchingFields } from '../fields/matching.js';
import { registrationPasswordField, repeatPasswordField } from '../fields/password.js';
import { firstNameField, lastNameField } from '../fields/person-name.js';
import { phoneNumberField } from '../fields/phone.js';
import { optionalText } from '../fields/text.js';

export const JOB_TITLE_MAX_LENGTH = 100;

/** The fields every registration has (spec §3 "Registration data", User). */
export const userRegistrationShape = {
  firstName: firstNameField,
  lastName: lastNameField,
  password: registrationPasswordField,
  repeatPassword: repeatPasswordField,
  email: emailField,
  phoneNumber: phoneNumberField,
  jobTitle: optionalText(JOB_TITLE_MAX_LENGTH),
};

const passwordsMatch = matchingFields('password', 'repeatPassword', 'passwords_mismatch');

/**
 * A user invited by magic link registers with this form. Phone number and job title are optional: the spec
 * gives the phone's format but does not say either is required. The invitee accepts the terms and the privacy
 * policy here, as the administrator does on the last step of theirs (spec §5).
 */
export const userRegistrationSchema = formObject({
  ...userRegistrationShape,
  acceptRules: termsAcceptedField,
  acceptPrivacyPolicy: privacyPolicyAcceptedField,
}).refine(passwordsMatch.check, passwordsMatch.params);

/**
 * The same form when the link names the invited address: that address was accepted at invitation (any deliverable
 * address), so registering at it must not be refused by the public pattern.
 */
export const invitedUserRegistrationSchema = formObject({
  ...userRegistrationShape,
  email: addressField,
}).refine(passwordsMatch.check, passwordsMatch.params);

export type UserRegistrationInput = z.input<typeof userRegistrationSchema>;
export type UserRegistration = z.output<typeof userRegistrationSchema>;
