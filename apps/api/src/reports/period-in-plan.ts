import type { ReportPeriod } from '@ghg/domain';
import { Injectable } from '@nestjs/common';
import { OrganizationAccessReader } from '../access/organization-access.js';
import { ApiError } from '../shared/api-error.js';

/**
 * A report shows results, so it follows the dashboard's rule: a plan with results in a range only
 * (reportResultInRange without reportResult, e.g. Freemium+) cannot have "from the beginning" (403).
 */
@Injectable()
export class ReportPeriodInPlan {
  constructor(private readonly access: OrganizationAccessReader) {}

  async assert(organizationId: string, period: ReportPeriod): Promise<void> {
    if (period.choice !== 'from-beginning') return;
    const { permissions } = await this.access.of(organizationId);
    if (permissions !== null && !permissions.includes('reportResult'))
      throw new ApiError(403, 'MODULE_NOT_IN_PLAN', 'This is a premium feature');
  }
}
