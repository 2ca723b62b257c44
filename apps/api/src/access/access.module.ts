import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ModuleAccessGuard } from './module-access.guard.js';
import { OrganizationAccessReader } from './organization-access.js';

/**
 * The one access check: every REST route and GraphQL field passes ModuleAccessGuard (tenancy, role, write
 * permission, plan and status). Features that read an organization's plan import this module for the reader.
 */
@Module({
  providers: [OrganizationAccessReader, { provide: APP_GUARD, useClass: ModuleAccessGuard }],
  exports: [OrganizationAccessReader],
})
export class AccessModule {}
