import type { InvitationAcceptedView } from '@ghg/contracts';
import { Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { SelfService } from '../access/access-rule.js';
import { cookieValue } from '../auth/cookies.js';
import type { ApiConfig } from '../config/api-config.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { API_CONFIG } from '../shared/tokens.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';

/**
 * Accepting an invitation with an existing account. Signed in, whatever the current organization's plan or
 * status: joining another company does not use any module of the current one.
 */
@Controller('api/invitations/:magicLinkId/accept')
export class InvitationAcceptanceController {
  constructor(
    private readonly acceptance: InvitationAcceptanceService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @SelfService()
  accept(
    @Param('magicLinkId') magicLinkId: string,
    @Req() req: RequestWithContext,
  ): Promise<InvitationAcceptedView> {
    const secret = cookieValue(req.headers.cookie, this.config.sessionCookieName) ?? null;
    return this.acceptance.accept(magicLinkId, contextOf(req), secret);
  }
}
