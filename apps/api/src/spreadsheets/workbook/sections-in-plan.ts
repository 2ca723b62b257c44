import { Injectable } from '@nestjs/common';
import { OrganizationAccessReader } from '../../access/organization-access.js';
import { ApiError } from '../../shared/api-error.js';
import { REPORT_SECTIONS, type ReportSection, reportSectionOf } from '../../shared/report-sections.js';

/**
 * The sections a workbook of this organization covers: the one named (404 if unknown, 403 if the plan lacks its
 * scope) or every section of the scopes in its plan (Scope III only with scope3).
 */
@Injectable()
export class SectionsInPlan {
  constructor(private readonly organizations: OrganizationAccessReader) {}

  async of(organizationId: string, questionId: string | undefined): Promise<ReportSection[]> {
    const { permissions } = await this.organizations.of(organizationId);
    const allowed = (s: ReportSection) =>
      permissions === null || permissions.includes(s.scope === 'scope-3' ? 'scope3' : 'scope1&2');
    if (questionId === undefined) return REPORT_SECTIONS.filter(allowed);
    const section = reportSectionOf(questionId);
    if (!allowed(section)) {
      throw new ApiError(403, 'MODULE_NOT_IN_PLAN', 'This is a premium feature');
    }
    return [section];
  }
}
