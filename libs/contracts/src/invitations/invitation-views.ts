import type { InvitationRole } from '../forms/invitation/invitation.schema.js';

/** `GET magic/{magicLinkId}` (spec §7): the user variant when organizationId or email is set, else admin. */
export interface MagicLinkView {
  organizationId: string | null;
  email: string | null;
  isActive: boolean;
}

export type InvitationStatus = 'pending' | 'used' | 'deleted';

/** `GET organizations/{orgId}/magicLinks`: the invitations the organization sent (spec §7 email, magicLinkId). */
export interface InvitationView {
  magicLinkId: string;
  email: string;
  role: InvitationRole;
  status: InvitationStatus;
  /** Path of the link on this site ('/ml/<id>'): the web prefixes its own origin. */
  link: string;
  sentAt: string;
  /** 1 for the first e-mail, +1 per resend. */
  sendCount: number;
}

/** `GET users`: the active people of the current organization. */
export interface OrganizationUserView {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  role: string;
}

/** How far SMTP delivery of one e-mail got (mail.deliveries); null while SMTP is off or before it started. */
export interface MailDeliveryView {
  status: 'pending' | 'sending' | 'sent';
  attempts: number;
  lastError: string | null;
  /** When the SMTP server accepted it. */
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/**
 * What read.outbox carries: an invitation and its resends (to the invitee, in the organization's outbox), and the
 * provider team's notice of a full-report request (shown in the back-office request list).
 */
export type OutboxMessageKind =
  | 'invitation'
  | 'reminder'
  | 'report-request'
  | 'sign-in-locked'
  | 'password-reset'
  | 'support-request'
  | 'offset-quote';

/** An invitation e-mail kept in the local outbox (the transport while no SMTP server is configured). */
export interface OutboxMessageView {
  messageId: string;
  recipient: string;
  magicLinkId: string;
  link: string;
  kind: Extract<OutboxMessageKind, 'invitation' | 'reminder'>;
  organizationName: string | null;
  sentAt: string;
  delivery: MailDeliveryView | null;
}

/** The provider team's e-mail about one full-report request (read.outbox kind report-request). */
export interface ReportRequestNotificationView {
  messageId: string;
  /** The address it went to, or, before it was sent, PROVIDER_TEAM_EMAIL as configured now. */
  recipient: string;
  queuedAt: string;
  /** null: kept in the outbox only (SMTP_URL not set, or queued before SMTP delivery started). */
  delivery: MailDeliveryView | null;
}

export interface RegistrationResultView {
  userId: string;
  organizationId: string;
  variant: 'user' | 'admin';
}

/** What provider staff get back for a new admin link. */
export interface AdminMagicLinkView {
  magicLinkId: string;
  link: string;
}

/**
 * `POST invitations/{magicLinkId}/accept`: a signed-in person with an account joined the inviting
 * organization. `selected`: the session switched to it (false when the read model was not ready in time; the
 * company is then in "Your companies").
 */
export interface InvitationAcceptedView {
  organizationId: string;
  organizationName: string | null;
  /** The person's role there: the invited one, or the one they already had. */
  role: 'administrator' | 'member' | 'auditor' | 'provider-staff' | 'provider-supervisor';
  joined: boolean;
  selected: boolean;
}
