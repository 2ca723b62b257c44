import {
  type CommandResultView,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  type NotificationPreferencesView,
} from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { DEFAULT_NOTIFICATION_MAIL, userAggregate, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';

/** The signed-in person's notification e-mails: read, and chosen (an event on their own user stream). */
@Injectable()
export class NotificationPreferences {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async of(userId: string): Promise<NotificationPreferencesView> {
    const { rows } = await this.db.query<{ email_enabled: boolean; muted_kinds: string[] }>(
      'select email_enabled, muted_kinds from read.notification_mail_preferences where user_id = $1',
      [userId],
    );
    const row = rows[0];
    return notificationPreferencesSchema.parse(
      row
        ? { emailEnabled: row.email_enabled, mutedKinds: row.muted_kinds }
        : { emailEnabled: DEFAULT_NOTIFICATION_MAIL.emailEnabled, mutedKinds: [] },
    );
  }

  async set(context: RequestContext, body: unknown): Promise<CommandResultView> {
    const { emailEnabled, mutedKinds } = parseOrThrow(notificationPreferencesInputSchema, body ?? {});
    const { userId } = context.actor;
    const outcome = await executeOnStream(
      this.store,
      userStreamId(userId),
      userAggregate,
      { type: 'SetNotificationMailPreference', data: { userId, actorId: userId, emailEnabled, mutedKinds } },
      context,
    );
    return commandResultView(outcome);
  }
}
