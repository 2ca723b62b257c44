import type { MeView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { SelfService } from '../access/access-rule.js';
import { cookieValue } from '../auth/cookies.js';
import { SessionStore } from '../auth/session-store.js';
import type { ApiConfig } from '../config/api-config.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { ApiError } from '../shared/api-error.js';
import { API_CONFIG, DB } from '../shared/tokens.js';
import { companiesOf } from './memberships.js';
import { MeQuery } from './queries/me.query.js';

/**
 * POST users/{organizationId}/select-organization ("Your companies"): the session switches to another
 * organization of the same person and answers users/me there. Any organization they are not in answers 404,
 * like one that does not exist, and the session stays where it was.
 */
@Controller('api/users/:organizationId/select-organization')
export class SelectOrganizationController {
  private readonly sessions: SessionStore;

  constructor(
    private readonly me: MeQuery,
    @Inject(DB) private readonly db: Db,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.sessions = new SessionStore(db);
  }

  @Post()
  @HttpCode(200)
  @SelfService()
  async select(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<MeView> {
    const { actor } = contextOf(req);
    if (organizationId === actor.organizationId) return this.me.of(actor);
    const company = (await companiesOf(this.db, actor.userId)).find(
      (c) => c.organizationId === organizationId,
    );
    const secret = cookieValue(req.headers.cookie, this.config.sessionCookieName);
    if (!company || !secret || !(await this.sessions.selectOrganization(secret, organizationId)))
      throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    return this.me.of({ userId: actor.userId, organizationId, role: company.role });
  }
}
