import {
  type CommandResultView,
  markNotificationsReadInputSchema,
  type NotificationPreferencesView,
  type NotificationsView,
} from '@ghg/contracts';
import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { SelfService, Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { NotificationPreferences } from './notification-preferences.service.js';
import { NotificationsQuery } from './notifications.query.js';

/** The bell and the notifications screen (spec §2 "Notifications"): the caller's own, in their organization. */
@Controller('api/users/me')
export class NotificationsController {
  constructor(
    private readonly query: NotificationsQuery,
    private readonly preferences: NotificationPreferences,
  ) {}

  @Get('notifications')
  @Access(SIGNED_IN)
  list(@Req() req: RequestWithContext): Promise<NotificationsView> {
    return this.query.list(contextOf(req).actor);
  }

  /** Reading is the person's own state (the read-only auditor reads notifications too). */
  @Post('notifications/read')
  @HttpCode(200)
  @SelfService()
  markRead(@Body() body: unknown, @Req() req: RequestWithContext): Promise<NotificationsView> {
    const { eventIds } = parseOrThrow(markNotificationsReadInputSchema, body ?? {});
    return this.query.markRead(contextOf(req).actor, eventIds);
  }

  @Get('notification-preferences')
  @Access(SIGNED_IN)
  preferencesOf(@Req() req: RequestWithContext): Promise<NotificationPreferencesView> {
    return this.preferences.of(contextOf(req).actor.userId);
  }

  /** The person's own account: the read-only auditor chooses their e-mails too. */
  @Put('notification-preferences')
  @SelfService()
  choose(@Body() body: unknown, @Req() req: RequestWithContext): Promise<CommandResultView> {
    return this.preferences.set(contextOf(req), body);
  }
}
