import type { SqlClient } from '@ghg/database';
import type {
  FullReportRequested,
  MagicLinkEvent,
  OffsetQuoteRequested,
  PasswordResetRequested,
  SignInLockedOut,
  SupportRequestSubmitted,
} from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';

type MailEvent = RecordedEvent &
  (
    | MagicLinkEvent
    | FullReportRequested
    | SignInLockedOut
    | PasswordResetRequested
    | SupportRequestSubmitted
    | OffsetQuoteRequested
  );
const TYPES: readonly string[] = [
  'MagicLinkIssued',
  'InvitationResent',
  'FullReportRequested',
  'SignInLockedOut',
  'PasswordResetRequested',
  'SupportRequestSubmitted',
  'OffsetQuoteRequested',
];
const isMailEvent = (e: RecordedEvent): e is MailEvent => TYPES.includes(e.type);

/**
 * One read.outbox row; recipient null = the provider team (PROVIDER_TEAM_EMAIL, resolved when sent);
 * organization null = an e-mail to one person about their account (lockout, reset link).
 */
interface OutboxRow {
  message_id: string;
  organization_id: string | null;
  kind:
    | 'invitation'
    | 'reminder'
    | 'report-request'
    | 'sign-in-locked'
    | 'password-reset'
    | 'support-request'
    | 'offset-quote';
  magic_link_id: string | null;
  recipient: string | null;
  reference: string | null;
  details: object | null;
  created_at: string;
}

/**
 * `read.outbox`: one row per e-mail the product sends: an invitation and each resend (to the invitee), a
 * full-report request (to the provider team), a sign-in lockout and a password reset link (to the person; the
 * link's token is derived from the reset id when the e-mail is sent, never stored). The event id is the message id, so a rebuild writes the same
 * ids and mail.deliveries, which a rebuild leaves alone, still says which were sent: nothing goes out twice.
 */
export const outboxProjection: Projection = {
  name: READ_MODELS.outbox.projection,
  tables: READ_MODELS.outbox.tables,
  eventTypes: TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const rows = events.filter(isMailEvent).flatMap((e) => {
      const row = outboxRowOf(e);
      return row ? [row] : [];
    });
    if (rows.length === 0) return;
    // `on conflict do nothing`: this projection took read.outbox over from `invitations`, whose rows (same
    // ids) are still there when it first runs from the start of the log.
    await tx.query(
      `insert into read.outbox
         (message_id, organization_id, kind, magic_link_id, recipient, reference, details, created_at)
       select message_id, organization_id, kind, magic_link_id, recipient, reference, details, created_at
         from jsonb_to_recordset($1::jsonb) as r(
           message_id uuid, organization_id text, kind text, magic_link_id text, recipient text,
           reference text, details jsonb, created_at timestamptz)
       on conflict (message_id) do nothing`,
      [sqlJson(rows)],
    );
  },
};

function outboxRowOf(event: MailEvent): OutboxRow | null {
  const base = { message_id: event.eventId, created_at: event.metadata.occurredAt };
  switch (event.type) {
    case 'MagicLinkIssued': {
      const { magicLinkId, organizationId, email } = event.data;
      // An admin link (no organization) is handed over by provider staff, not e-mailed.
      if (!organizationId || !email) return null;
      return invitationRow(base, organizationId, magicLinkId, email, 'invitation');
    }
    case 'InvitationResent': {
      const { magicLinkId, organizationId, email } = event.data;
      return invitationRow(base, organizationId, magicLinkId, email, 'reminder');
    }
    case 'FullReportRequested': {
      const { requestId, organizationId, period, language, requestedBy } = event.data;
      return {
        ...base,
        organization_id: organizationId,
        kind: 'report-request',
        magic_link_id: null,
        recipient: null,
        reference: requestId,
        details: { period, language, requestedBy },
      };
    }
    case 'SupportRequestSubmitted': {
      const { requestId, organizationId, ticketNumber, subject, message, screenshot, language, submittedBy } =
        event.data;
      return {
        ...base,
        organization_id: organizationId,
        kind: 'support-request',
        magic_link_id: null,
        recipient: null,
        reference: requestId,
        details: {
          ticketNumber,
          subject,
          message,
          hasScreenshot: screenshot !== null,
          language,
          requestedBy: submittedBy,
        },
      };
    }
    case 'OffsetQuoteRequested': {
      const { requestId, organizationId, ticketNumber, project, tonnes, message, language, requestedBy } =
        event.data;
      return {
        ...base,
        organization_id: organizationId,
        kind: 'offset-quote',
        magic_link_id: null,
        recipient: null,
        reference: requestId,
        details: { ticketNumber, project, tonnes, message, language, requestedBy },
      };
    }
    case 'SignInLockedOut': {
      const { userId, email, lockedUntil, language } = event.data;
      return personalRow(base, 'sign-in-locked', email, userId, { language, lockedUntil });
    }
    case 'PasswordResetRequested': {
      const { userId, email, resetId, expiresAt, language } = event.data;
      return personalRow(base, 'password-reset', email, resetId, { language, expiresAt, userId });
    }
    default:
      return null;
  }
}

function personalRow(
  base: Pick<OutboxRow, 'message_id' | 'created_at'>,
  kind: 'sign-in-locked' | 'password-reset',
  recipient: string,
  reference: string,
  details: object,
): OutboxRow {
  return { ...base, organization_id: null, kind, magic_link_id: null, recipient, reference, details };
}

function invitationRow(
  base: Pick<OutboxRow, 'message_id' | 'created_at'>,
  organizationId: string,
  magicLinkId: string,
  recipient: string,
  kind: 'invitation' | 'reminder',
): OutboxRow {
  return {
    ...base,
    organization_id: organizationId,
    kind,
    magic_link_id: magicLinkId,
    recipient,
    reference: null,
    details: null,
  };
}
