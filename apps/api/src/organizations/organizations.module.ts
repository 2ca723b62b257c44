import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { OrganizationController } from './organization.controller.js';
import { OrganizationQuery } from './organization.query.js';

/** The signed-in organization: name, plan, status, locations. */
@Module({
  imports: [AccessModule],
  controllers: [OrganizationController],
  providers: [OrganizationQuery],
})
export class OrganizationsModule {}
