import type { QuestionStatusKey, ReportOverviewView, SectionStatusView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { progressOf, statusOfQuestions } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { REPORT_SCOPES, REPORT_SECTIONS } from '../../shared/report-sections.js';
import { BlockedPeriodsQuery } from '../blocked-periods/blocked-periods.query.js';

interface StatusRecord {
  question_id: string;
  status: QuestionStatusKey;
  progress: number;
  total_co2e_kg: number;
}

/**
 * /report: every scope with its sections in catalogue order. A section nobody touched has no status row and
 * reads notstarted; a scope's status and progress follow the spec's rules over its sections' statuses.
 */
@Injectable()
export class ReportOverviewQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly blocked: BlockedPeriodsQuery,
  ) {}

  async forOrganization(organizationId: string): Promise<ReportOverviewView> {
    const [{ rows }, blockedPeriods] = await Promise.all([
      this.db.query<StatusRecord>(
        'select question_id, status, progress, total_co2e_kg from read.question_status where organization_id = $1',
        [organizationId],
      ),
      this.blocked.periodsOf(organizationId),
    ]);
    const byQuestion = new Map(rows.map((r) => [r.question_id, r]));
    const scopes = REPORT_SCOPES.map((scope) => {
      const sections: SectionStatusView[] = REPORT_SECTIONS.filter((s) => s.scope === scope).map((s) => {
        const found = byQuestion.get(s.key);
        return {
          questionId: s.key,
          status: found?.status ?? 'notstarted',
          progress: found?.progress ?? 0,
          totalCo2eKg: found?.total_co2e_kg ?? 0,
        };
      });
      const keys = sections.map((s) => s.questionId);
      const statuses = Object.fromEntries(sections.map((s) => [s.questionId, s.status]));
      return {
        scope,
        status: statusOfQuestions(keys, statuses),
        progress: progressOf(keys, statuses),
        sections,
      };
    });
    return { scopes, blockedPeriods };
  }
}
