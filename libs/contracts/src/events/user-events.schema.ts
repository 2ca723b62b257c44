import { z } from 'zod';

/** Payloads of the user stream's events (libs/domain/src/user/user.events.ts). */
export const userRegisteredDataSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    organizationId: z.string(),
    role: z.enum(['administrator', 'member', 'auditor', 'provider-staff', 'provider-supervisor']),
    phoneNumber: z.string().nullable().optional().describe('Given at registration through a magic link'),
  })
  .describe('A user registered in an organization with a role (people of the provider as well)');

export const userJoinedOrganizationDataSchema = z
  .object({
    userId: z.string(),
    organizationId: z.string(),
    role: z.enum(['administrator', 'member', 'auditor']),
    magicLinkId: z.string().nullable().describe('The invitation accepted; null when the demo seed made it'),
  })
  .describe('A person with an account accepted an invitation: a member of one more organization');

export const userRemovedDataSchema = z
  .object({ userId: z.string(), organizationId: z.string() })
  .describe(
    'An administrator removed the person from the organization: their sessions there end; the account stays while other memberships do',
  );

export const userRoleChangedDataSchema = z
  .object({
    userId: z.string(),
    organizationId: z.string(),
    role: z.enum(['administrator', 'member', 'auditor']),
    previousRole: z
      .enum(['administrator', 'member', 'auditor', 'provider-staff', 'provider-supervisor'])
      .nullable(),
  })
  .describe(
    'An administrator gave the person another role in the organization: it applies at their next request',
  );

export const userProfileChangedDataSchema = z
  .object({
    userId: z.string(),
    changes: z
      .array(
        z.object({
          field: z.enum(['firstName', 'lastName', 'jobTitle']),
          before: z.string().nullable(),
          after: z.string().nullable().describe('null: the job title was cleared'),
        }),
      )
      .min(1)
      .describe('Only the fields that changed, as the audit trail shows them'),
  })
  .describe('The person changed their own name, surname or job title (spec §2 Profile)');

export const passwordChangedDataSchema = z
  .object({ userId: z.string() })
  .describe(
    'The person changed their own password (embedded provider). No secret is carried: the event says who and, in its metadata, when',
  );

const mailLanguage = z
  .enum(['pl', 'en'])
  .describe('The language of the page it happened on: the e-mail is in it');

export const signInLockedOutDataSchema = z
  .object({ userId: z.string(), email: z.string(), lockedUntil: z.string(), language: mailLanguage })
  .describe(
    'Too many wrong passwords for this account (on any sign-in path, counted across every API instance): sign-in is refused until lockedUntil and the owner is e-mailed',
  );

export const passwordResetRequestedDataSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    resetId: z.string(),
    expiresAt: z.string(),
    language: mailLanguage,
  })
  .describe(
    "'Forgot password?' for an existing local account: a one-time reset link, valid 30 minutes, is e-mailed. The link's token is derived from resetId with a server key when the e-mail is sent and is never in an event",
  );

export const passwordResetDataSchema = z
  .object({ userId: z.string(), resetId: z.string() })
  .describe(
    'The person set a new password through a reset link: the link is spent and every session of theirs ended. No secret is carried',
  );

export const notificationMailPreferenceSetDataSchema = z
  .object({
    userId: z.string(),
    emailEnabled: z.boolean().describe('false: no notification e-mails at all'),
    mutedKinds: z
      .array(z.string())
      .describe('Notification kinds not mailed (task-assigned, row-returned, report-sent, …)'),
  })
  .describe('The person chose whether and about what they get notification e-mails (digest when several)');
