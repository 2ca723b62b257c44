import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { type ActorRole, canWrite } from '../user/roles.js';
import {
  CONTACT_LANGUAGES,
  type ContactLanguage,
  type OffsetProjectSnapshot,
  type OffsetQuoteRequested,
  type SupportRequestSubmitted,
  type SupportScreenshot,
} from './provider-contact.events.js';
import {
  QUOTE_MESSAGE_MAX,
  QUOTE_TONNES_MAX,
  SCREENSHOT_MAX_BYTES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  ticketNumberOf,
} from './provider-contact.limits.js';
import type { ProviderContactState } from './provider-contact.state.js';

interface Sender {
  requestId: string;
  organizationId: string;
  /** The person writing (also in metadata). */
  personId: string;
  role: ActorRole;
  language: unknown;
}

export type SubmitSupportRequest = {
  type: 'SubmitSupportRequest';
  data: Sender & { subject: unknown; message: unknown; screenshot: SupportScreenshot | null };
};

/** `project` null: the id named no configured project. */
export type RequestOffsetQuote = {
  type: 'RequestOffsetQuote';
  data: Sender & { project: OffsetProjectSnapshot | null; tonnes: unknown; message: unknown };
};

export type ProviderContactCommand = SubmitSupportRequest | RequestOffsetQuote;

const isLanguage = (value: unknown): value is ContactLanguage =>
  typeof value === 'string' && (CONTACT_LANGUAGES as readonly string[]).includes(value);

/** Trimmed text within `max`, or the field's code; optional text may be empty. */
function text(
  value: unknown,
  path: string,
  max: number,
  required: boolean,
  fields: DomainFieldError[],
): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (value !== undefined && value !== null && typeof value !== 'string')
    fields.push({ path, code: 'invalid_value' });
  else if (required && trimmed === '') fields.push({ path, code: 'required' });
  else if (Array.from(trimmed).length > max) fields.push({ path, code: 'too_long' });
  return trimmed;
}

/**
 * Records a support request or a quote request, or refuses it whole with every failing field named. The read-only
 * auditor never writes (FORBIDDEN). A repeated request id (a retried click) records nothing.
 */
export function decideProviderContact(
  command: ProviderContactCommand,
  state: ProviderContactState,
): (SupportRequestSubmitted | OffsetQuoteRequested)[] {
  const { requestId, organizationId, personId, role, language } = command.data;
  if (!canWrite(role)) throw new DomainError('FORBIDDEN', 'A read-only person cannot write to the provider');
  const fields: DomainFieldError[] = [];
  if (requestId.trim() === '') fields.push({ path: 'requestId', code: 'required' });
  if (!isLanguage(language)) fields.push({ path: 'language', code: 'invalid_value' });
  const ticketNumber = ticketNumberOf(requestId);
  if (command.type === 'SubmitSupportRequest') {
    const subject = text(command.data.subject, 'subject', SUPPORT_SUBJECT_MAX, true, fields);
    const message = text(command.data.message, 'message', SUPPORT_MESSAGE_MAX, true, fields);
    const { screenshot } = command.data;
    if (screenshot && screenshot.bytes > SCREENSHOT_MAX_BYTES)
      fields.push({ path: 'screenshot', code: 'file_too_large' });
    if (fields.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
    if (state.requestIds.has(requestId)) return [];
    return [
      {
        type: 'SupportRequestSubmitted',
        data: {
          requestId,
          ticketNumber,
          organizationId,
          subject,
          message,
          screenshot,
          submittedBy: personId,
          language: language as ContactLanguage,
        },
      },
    ];
  }
  const { project, tonnes } = command.data;
  if (!project) fields.push({ path: 'projectId', code: 'invalid_value' });
  if (typeof tonnes !== 'number' || !Number.isFinite(tonnes) || tonnes <= 0)
    fields.push({ path: 'tonnes', code: 'invalid_value' });
  else if (tonnes > QUOTE_TONNES_MAX) fields.push({ path: 'tonnes', code: 'too_large' });
  const message = text(command.data.message, 'message', QUOTE_MESSAGE_MAX, false, fields);
  if (!project || fields.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
  if (state.requestIds.has(requestId)) return [];
  return [
    {
      type: 'OffsetQuoteRequested',
      data: {
        requestId,
        ticketNumber,
        organizationId,
        project,
        tonnes: tonnes as number,
        message,
        requestedBy: personId,
        language: language as ContactLanguage,
      },
    },
  ];
}
