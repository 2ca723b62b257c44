import type { AdminMagicLinkView } from '@ghg/contracts';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import type { CommandResultView } from '../shared/command-result.view.js';
import { InvitationsService } from './invitations.service.js';

/** Provider staff: a one-time link that registers a new organization with its administrator. */
@Controller('api/magicLinks')
export class AdminMagicLinksController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post()
  @HttpCode(201)
  create(@Req() req: RequestWithContext): Promise<AdminMagicLinkView & CommandResultView> {
    return this.invitations.createAdminLink(contextOf(req));
  }
}
