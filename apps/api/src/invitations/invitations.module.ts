import { Module } from '@nestjs/common';
import { InvitationAcceptanceController } from './invitation-acceptance.controller.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { AdminMagicLinksController } from './admin-magic-links.controller.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsService } from './invitations.service.js';
import { OrganizationUsersController } from './organization-users.controller.js';

/** Invitations and their magic links, accepting one, and the organization's users. */
@Module({
  controllers: [
    InvitationsController,
    AdminMagicLinksController,
    OrganizationUsersController,
    InvitationAcceptanceController,
  ],
  providers: [InvitationsService, InvitationAcceptanceService],
})
export class InvitationsModule {}
