import type { OutboxMessageKind, ReportPeriodView } from '@ghg/contracts';
import { forgotPasswordPath } from '../auth/login-page.js';
import { type PasswordResetTokens, resetPasswordPath } from '../auth/password-reset/reset-token.js';
import { magicLinkPath } from '../shared/magic-link-path.js';
import { passwordResetMail, signInLockedMail } from './account-mail.js';
import { invitationMail } from './invitation-mail.js';
import type { MailMessage } from './mail-message.js';
import { providerContactMail } from './provider-contact-mail.js';
import { reportRequestMail } from './report-request-mail.js';

/** Where the provider team reads the requests: the back-office tab, opened from the e-mail's link. */
export const REPORT_REQUESTS_PATH = '/backoffice?tab=report-requests';
/** Where the provider team reads support and offset-quote requests. */
export const PROVIDER_REQUESTS_PATH = '/backoffice?tab=provider-requests';

/** One read.outbox row with the names the e-mail shows (joined when it is sent). */
export interface OutboxMailRow {
  message_id: string;
  kind: OutboxMessageKind;
  organization_id: string | null;
  organization_name: string | null;
  created_at: Date | string;
  /** invitation, reminder */
  recipient: string | null;
  magic_link_id: string | null;
  /** report-request; sign-in-locked, password-reset: their language and times */
  details: {
    period?: ReportPeriodView;
    language: 'pl' | 'en';
    requestedBy?: string;
    lockedUntil?: string;
    expiresAt?: string;
    userId?: string;
    /** support-request, offset-quote */
    ticketNumber?: string;
    subject?: string;
    message?: string;
    hasScreenshot?: boolean;
    project?: { name: string; standard: string; pricePerTonne: number; currency: string };
    tonnes?: number;
  } | null;
  /** report-request: the request id; sign-in-locked: the user id; password-reset: the reset id */
  reference?: string | null;
  requested_by_name: string | null;
  requested_by_email: string | null;
}

export interface OutboxMailSettings {
  publicUrl: string;
  /** PROVIDER_TEAM_EMAIL: the recipient of report-request e-mails. */
  providerTeamEmail: string;
}

const absolute = (path: string, publicUrl: string) => new URL(path, publicUrl + '/').href;

/**
 * The e-mail an outbox row stands for, by kind; its `to` is the address the delivery records. A reset link's
 * token is made here, from the row's reset id (`resetTokens`), and exists nowhere else.
 */
export function outboxMail(
  row: OutboxMailRow,
  settings: OutboxMailSettings,
  resetTokens: PasswordResetTokens | null = null,
): MailMessage {
  if (row.kind === 'sign-in-locked' || row.kind === 'password-reset') {
    const { details, recipient, reference } = row;
    if (!details || !recipient || !reference) throw new Error(`${row.kind} ${row.message_id} is incomplete`);
    const source = { messageId: row.message_id, recipient, language: details.language };
    if (row.kind === 'sign-in-locked')
      return signInLockedMail({
        ...source,
        lockedUntil: details.lockedUntil ?? '',
        forgotPasswordUrl: absolute(forgotPasswordPath(details.language), settings.publicUrl),
      });
    if (!resetTokens || !details.userId)
      throw new Error('a password reset link needs the server key and user');
    return passwordResetMail({
      ...source,
      expiresAt: details.expiresAt ?? '',
      url: absolute(
        resetPasswordPath(
          resetTokens.tokenOf({ userId: details.userId, resetId: reference }),
          details.language,
        ),
        settings.publicUrl,
      ),
    });
  }
  if (row.kind === 'support-request' || row.kind === 'offset-quote') {
    if (!row.details || !row.organization_id) throw new Error(`${row.kind} ${row.message_id} has no details`);
    return providerContactMail({
      messageId: row.message_id,
      kind: row.kind,
      recipient: settings.providerTeamEmail,
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      details: row.details,
      senderName: row.requested_by_name,
      senderEmail: row.requested_by_email,
      url: absolute(PROVIDER_REQUESTS_PATH, settings.publicUrl),
    });
  }
  if (row.kind === 'report-request') {
    if (!row.details?.period || !row.details.requestedBy || !row.organization_id)
      throw new Error(`report-request ${row.message_id} has no details`);
    return reportRequestMail({
      messageId: row.message_id,
      recipient: settings.providerTeamEmail,
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      period: row.details.period,
      language: row.details.language,
      requestedBy: row.details.requestedBy,
      requestedByName: row.requested_by_name,
      requestedByEmail: row.requested_by_email,
      requestedAt: new Date(row.created_at),
      url: absolute(REPORT_REQUESTS_PATH, settings.publicUrl),
    });
  }
  if (!row.recipient || !row.magic_link_id)
    throw new Error(`${row.kind} ${row.message_id} has no recipient or magic link`);
  return invitationMail({
    messageId: row.message_id,
    recipient: row.recipient,
    kind: row.kind,
    organizationName: row.organization_name,
    url: absolute(magicLinkPath(row.magic_link_id), settings.publicUrl),
  });
}
