import type { Projection } from '../runtime/projection.js';
import { answersProjection } from './answers/answers.projection.js';
import { auditLogProjection } from './audit-log/audit-log.projection.js';
import { collaborationProjection } from './collaboration/collaboration.projection.js';
import { blockedPeriodsProjection } from './blocked-periods/blocked-periods.projection.js';
import { invitationsProjection } from './invitations/invitations.projection.js';
import { outboxProjection } from './outbox/outbox.projection.js';
import { providerRequestsProjection } from './provider-requests/provider-requests.projection.js';
import { reductionProjection } from './reduction/reduction.projection.js';
import { reportRequestsProjection } from './report-requests/report-requests.projection.js';
import { productsProjection } from './products/products.projection.js';
import { organizationProfileProjection } from './organization-profile/organization-profile.projection.js';
import { usersProjection } from './users/users.projection.js';
import { sheetImportsProjection } from './sheet-imports/sheet-imports.projection.js';
import { evidenceProjection } from './evidence/evidence.projection.js';
import { portfolioProjection } from './portfolio/portfolio.projection.js';

/** Every read model the projector maintains. Add a projection here and it runs, rebuilds and reports lag. */
export const allProjections: Projection[] = [
  organizationProfileProjection,
  usersProjection,
  auditLogProjection,
  answersProjection,
  blockedPeriodsProjection,
  invitationsProjection,
  outboxProjection,
  reportRequestsProjection,
  providerRequestsProjection,
  collaborationProjection,
  reductionProjection,
  productsProjection,
  sheetImportsProjection,
  evidenceProjection,
  portfolioProjection,
];
