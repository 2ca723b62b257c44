import { type ProfileView, profileUpdateSchema } from '@ghg/contracts';
import { userAggregate, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Body, Controller, Get, Inject, Put, Req } from '@nestjs/common';
import { Public, SelfService } from '../../access/access-rule.js';
import { cookieValue } from '../../auth/cookies.js';
import type { ApiConfig } from '../../config/api-config.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { API_CONFIG, EVENT_STORE } from '../../shared/tokens.js';
import { PasswordChange } from './password-change.js';
import { ProfileQuery } from './profile.query.js';

/**
 * The signed-in person's own profile (spec §2 "Profile"). The person is always the session's: no route names a
 * user. Open like users/me: a blocked organization locks its data, not a person's name or password.
 */
@Controller('api/users/me')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileQuery,
    private readonly passwords: PasswordChange,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('profile')
  @Public()
  get(@Req() req: RequestWithContext): Promise<ProfileView> {
    return this.profiles.of(contextOf(req).actor);
  }

  @Put('profile')
  @SelfService()
  async update(@Body() body: unknown, @Req() req: RequestWithContext): Promise<CommandResultView> {
    const context = contextOf(req);
    const { firstName, lastName, jobTitle } = parseOrThrow(profileUpdateSchema, body);
    const { userId } = context.actor;
    const outcome = await executeOnStream(
      this.store,
      userStreamId(userId),
      userAggregate,
      {
        type: 'UpdateUserProfile',
        data: { userId, actorId: userId, firstName, lastName, jobTitle: jobTitle || null },
      },
      context,
    );
    return commandResultView(outcome);
  }

  @Put('password')
  @SelfService()
  changePassword(@Body() body: unknown, @Req() req: RequestWithContext): Promise<CommandResultView> {
    const secret = cookieValue(req.headers.cookie, this.config.sessionCookieName);
    const language = /(?:^|;\s*)locale=en(?:;|$)/.test(req.headers.cookie ?? '') ? 'en' : 'pl';
    return this.passwords.change(contextOf(req), body, secret, language);
  }
}
