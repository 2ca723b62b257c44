import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module.js';
import { AssignPlanController } from './assign-plan/assign-plan.controller.js';
import { AssignPlanHandler } from './assign-plan/assign-plan.handler.js';
import { AssignPlanResolver } from './assign-plan/assign-plan.resolver.js';
import { OrganizationBlockedController } from './organization-blocked/organization-blocked.controller.js';
import { OrganizationBlockedResolver } from './organization-blocked/organization-blocked.resolver.js';
import { SetOrganizationBlockedHandler } from './organization-blocked/set-organization-blocked.handler.js';
import { OrganizationProfileController } from './organization-profile/organization-profile.controller.js';
import { OrganizationProfileResolver } from './organization-profile/organization-profile.resolver.js';
import { SetOrganizationProfileHandler } from './organization-profile/set-organization-profile.handler.js';
import { ClientBlockedPeriodsController } from './client-blocked-periods/client-blocked-periods.controller.js';
import { BackofficeOrganizationsController } from './organizations/backoffice-organizations.controller.js';
import { BackofficeOrganizationsQuery } from './organizations/backoffice-organizations.query.js';
import { BackofficeOrganizationsResolver } from './organizations/backoffice-organizations.resolver.js';
import { BackofficeReportRequestsController } from './report-requests/backoffice-report-requests.controller.js';
import { BackofficeReportRequestsQuery } from './report-requests/backoffice-report-requests.query.js';
import { BackofficeReportRequestsResolver } from './report-requests/backoffice-report-requests.resolver.js';

/** The provider's back office: every client organization, its plan, status and blocked months, and full-report requests. */
@Module({
  imports: [AnswersModule],
  controllers: [
    BackofficeOrganizationsController,
    AssignPlanController,
    OrganizationBlockedController,
    BackofficeReportRequestsController,
    ClientBlockedPeriodsController,
    OrganizationProfileController,
  ],
  providers: [
    BackofficeOrganizationsQuery,
    BackofficeOrganizationsResolver,
    AssignPlanHandler,
    AssignPlanResolver,
    SetOrganizationBlockedHandler,
    OrganizationBlockedResolver,
    BackofficeReportRequestsQuery,
    BackofficeReportRequestsResolver,
    SetOrganizationProfileHandler,
    OrganizationProfileResolver,
  ],
})
export class BackofficeModule {}
