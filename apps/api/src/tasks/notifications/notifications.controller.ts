import { markNotificationsReadInputSchema, type NotificationsView } from '@ghg/contracts';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { SelfService, Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { NotificationsQuery } from './notifications.query.js';

/** The bell and the notifications screen (spec §2 "Notifications"): the caller's own, in their organization. */
@Controller('api/users/me/notifications')
export class NotificationsController {
  constructor(private readonly query: NotificationsQuery) {}

  @Get()
  @Access(SIGNED_IN)
  list(@Req() req: RequestWithContext): Promise<NotificationsView> {
    return this.query.list(contextOf(req).actor);
  }

  /** Reading is the person's own state (the read-only auditor reads notifications too). */
  @Post('read')
  @HttpCode(200)
  @SelfService()
  markRead(@Body() body: unknown, @Req() req: RequestWithContext): Promise<NotificationsView> {
    const { eventIds } = parseOrThrow(markNotificationsReadInputSchema, body ?? {});
    return this.query.markRead(contextOf(req).actor, eventIds);
  }
}
