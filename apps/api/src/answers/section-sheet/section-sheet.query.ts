import type { SectionSheetView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { errorReasonOf } from '@ghg/domain';
import {
  type AnswerRowRecord,
  type AnswerSheetRecord,
  answerRowOf,
  type EmissionLineRecord,
  emissionViewOf,
  type QuestionStatusRecord,
} from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { BlockedPeriodsQuery } from '../blocked-periods/blocked-periods.query.js';

const KEY = 'where organization_id = $1 and question_id = $2';

/** One section sheet from the read models; a sheet never saved reads as empty with revision -1. */
@Injectable()
export class SectionSheetQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly blocked: BlockedPeriodsQuery,
  ) {}

  async of(organizationId: string, questionId: string): Promise<SectionSheetView> {
    const section = reportSectionOf(questionId);
    const key = [organizationId, section.key];
    const [sheets, rows, lines, statuses, blockedPeriods] = await Promise.all([
      this.db.query<AnswerSheetRecord>(`select * from read.answer_sheets ${KEY}`, key),
      this.db.query<AnswerRowRecord>(`select * from read.answer_rows ${KEY} order by ord, row_id`, key),
      this.db.query<EmissionLineRecord>(`select * from read.emission_lines ${KEY}`, key),
      this.db.query<QuestionStatusRecord>(`select * from read.question_status ${KEY}`, key),
      this.blocked.periodsOf(organizationId),
    ]);
    const sheet = sheets.rows[0];
    const status = statuses.rows[0];
    const emissions = new Map(lines.rows.map((l) => [l.row_id, emissionViewOf(l)]));
    const blocked = new Set(blockedPeriods);
    return {
      questionId: section.key,
      scope: section.scope,
      revision: sheet?.stream_revision ?? -1,
      initialAnswer: sheet?.initial_answer ?? null,
      items: sheet?.items ?? [],
      fuels: sheet?.fuels ?? [],
      path: sheet?.path ?? null,
      greenEnergy: sheet?.green_energy ?? null,
      customFactors: sheet?.custom_factors ?? [],
      rows: rows.rows.map((r) => ({
        ...answerRowOf(r),
        badge: r.badge,
        missing: r.missing,
        emission: emissions.get(r.row_id) ?? null,
        errorCode: r.error_code,
        errorReason: r.error_code ? { ...errorReasonOf(r.error_code) } : null,
        blocked: blocked.has(r.period),
      })),
      status: status?.status ?? 'notstarted',
      progress: status?.progress ?? 0,
      totalCo2eKg: status?.total_co2e_kg ?? 0,
      blockedPeriods,
    };
  }
}
