import { type z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { requiredChoice } from '../fields/choice.js';
import { emailField, sameEmail } from '../fields/email.js';

/** Account types an administrator can invite with (spec §6). */
export const INVITATION_ROLES = ['administrator', 'member'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/**
 * Inviting a user by work e-mail with a role. A duplicate address is the server's to find, answered with
 * the 'email_already_exists' code; invitationSchemaAgainst lets the web catch the duplicates it already lists.
 */
export const invitationSchema = formObject({
  email: emailField,
  role: requiredChoice(INVITATION_ROLES),
});

export function invitationSchemaAgainst(knownEmails: readonly string[]) {
  return invitationSchema.refine((value) => !knownEmails.some((known) => sameEmail(known, value.email)), {
    path: ['email'],
    error: 'email_already_exists',
  });
}

export type InvitationInput = z.input<typeof invitationSchema>;
export type Invitation = z.output<typeof invitationSchema>;
