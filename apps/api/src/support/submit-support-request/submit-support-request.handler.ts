import { createHash, randomUUID } from 'node:crypto';
import type { ProviderContactResultView, SupportRequestInput } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  SCREENSHOT_MAX_BYTES,
  type SupportScreenshot,
  providerContactAggregate,
  providerContactStreamId,
  sniffImageType,
  ticketNumberOf,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { validationError } from '../../shared/api-error.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';

export class SubmitSupportRequestCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: SupportRequestInput,
  ) {}
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A screenshot as sent (base64, optionally a data: URL): decoded, limited in size, and typed by its first bytes.
 * A name or a declared type is never trusted; anything but PNG, JPEG or WebP is refused.
 */
export function screenshotOf(raw: string | undefined): { meta: SupportScreenshot; bytes: Buffer } | null {
  if (raw === undefined || raw === '') return null;
  const data = raw.replace(/^data:[\w/+.-]*;base64,/, '');
  if (!BASE64.test(data) || data.length % 4 !== 0)
    throw validationError([{ path: 'screenshot', code: 'invalid_format' }]);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > SCREENSHOT_MAX_BYTES)
    throw validationError([{ path: 'screenshot', code: 'file_too_large' }]);
  const mediaType = sniffImageType(bytes);
  if (!mediaType) throw validationError([{ path: 'screenshot', code: 'invalid_file_type' }]);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { meta: { sha256, mediaType, bytes: bytes.length }, bytes };
}

@CommandHandler(SubmitSupportRequestCommand)
export class SubmitSupportRequestHandler implements ICommandHandler<
  SubmitSupportRequestCommand,
  ProviderContactResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ context, input }: SubmitSupportRequestCommand): Promise<ProviderContactResultView> {
    const { organizationId, userId, role } = context.actor;
    const requestId = input.requestId || randomUUID();
    const screenshot = screenshotOf(input.screenshot);
    // Stored by content hash before the event names it: a refused request leaves an image nobody can reach.
    if (screenshot)
      await this.db.query(
        `insert into support.screenshots (organization_id, sha256, media_type, bytes)
         values ($1, $2, $3, $4) on conflict (organization_id, sha256) do nothing`,
        [organizationId, screenshot.meta.sha256, screenshot.meta.mediaType, screenshot.bytes],
      );
    const outcome = await executeOnStream(
      this.store,
      providerContactStreamId(organizationId),
      providerContactAggregate,
      {
        type: 'SubmitSupportRequest',
        data: {
          requestId,
          organizationId,
          personId: userId,
          role,
          language: input.language ?? 'pl',
          subject: input.subject,
          message: input.message,
          screenshot: screenshot?.meta ?? null,
        },
      },
      context,
    );
    return {
      requestId,
      ticketNumber: ticketNumberOf(requestId),
      position: outcome.position.toString(),
      changed: outcome.changed,
    };
  }
}
