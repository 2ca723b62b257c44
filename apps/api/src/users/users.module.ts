import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { PasswordChange } from './profile/password-change.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileQuery } from './profile/profile.query.js';
import { MeController } from './queries/me.controller.js';
import { MeQuery } from './queries/me.query.js';
import { MeResolver } from './queries/me.resolver.js';
import { SelectOrganizationController } from './select-organization.controller.js';

/** The signed-in person: who they are, which organization they work in, their profile and password. */
@Module({
  imports: [AccessModule],
  controllers: [MeController, SelectOrganizationController, ProfileController],
  providers: [MeQuery, MeResolver, ProfileQuery, PasswordChange],
})
export class UsersModule {}
