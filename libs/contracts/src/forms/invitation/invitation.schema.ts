import { type z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { requiredChoice } from '../fields/choice.js';
import { addressField, sameEmail } from '../fields/email.js';

/**
 * Roles an administrator can invite with: the account types of spec §6 and the auditor, who reads and
 * changes nothing (the organization's roles of libs/domain user/roles.ts; provider roles are never invited).
 */
export const INVITATION_ROLES = ['administrator', 'member', 'auditor'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/**
 * Inviting a user by work e-mail with a role. Any deliverable address (`.local`, long top-level domains): staff
 * type it, not the public. A duplicate address is the server's to find, answered with
 * the 'email_already_exists' code; invitationSchemaAgainst lets the web catch the duplicates it already lists.
 */
export const invitationSchema = formObject({
  email: addressField,
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
