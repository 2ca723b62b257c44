import {
  type CommandResultView,
  markNotificationsReadInputSchema,
  type NotificationPreferencesView,
  type NotificationsView,
} from '@ghg/contracts';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Access, SelfService, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { absentForNull } from '../graphql-input.js';
import { NotificationPreferences } from './notification-preferences.service.js';
import { NotificationsQuery } from './notifications.query.js';

/** The bell and the notifications screen over GraphQL: the caller's own, in the session's organization. */
@Resolver()
export class NotificationsResolver {
  constructor(
    private readonly query: NotificationsQuery,
    private readonly preferences: NotificationPreferences,
  ) {}

  @Query('notifications')
  @Access(SIGNED_IN)
  notifications(@Context('req') req: RequestWithContext): Promise<NotificationsView> {
    return this.query.list(contextOf(req).actor);
  }

  /** Reading is the person's own state (the read-only auditor reads notifications too). */
  @Mutation('markNotificationsRead')
  @SelfService()
  markRead(
    @Args('eventIds') eventIds: string[] | null,
    @Context('req') req: RequestWithContext,
  ): Promise<NotificationsView> {
    const parsed = parseOrThrow(markNotificationsReadInputSchema, absentForNull({ eventIds }));
    return this.query.markRead(contextOf(req).actor, parsed.eventIds);
  }

  @Query('notificationPreferences')
  @Access(SIGNED_IN)
  notificationPreferences(@Context('req') req: RequestWithContext): Promise<NotificationPreferencesView> {
    return this.preferences.of(contextOf(req).actor.userId);
  }

  @Mutation('setNotificationPreferences')
  @SelfService()
  setNotificationPreferences(
    @Args('emailEnabled') emailEnabled: boolean,
    @Args('mutedKinds') mutedKinds: string[] | null,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.preferences.set(contextOf(req), absentForNull({ emailEnabled, mutedKinds }));
  }
}
