import type {
  AnswerRowView,
  CustomFactorView,
  EmissionView,
  QuestionStatusKey,
  RowBadgeKey,
  SectionSheetView,
} from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { errorReasonOf } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { DB } from '../../shared/tokens.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { BlockedPeriodsQuery } from './blocked-periods.query.js';

interface SheetRecord {
  stream_revision: number;
  initial_answer: SectionSheetView['initialAnswer'];
  items: string[];
  fuels: string[];
  path: SectionSheetView['path'];
  green_energy: SectionSheetView['greenEnergy'];
  custom_factors: CustomFactorView[];
}

interface RowRecord {
  row_id: string;
  table_key: string;
  period: string;
  cells: AnswerRowView['values'];
  main: boolean;
  field_type: string;
  ord: number;
  badge: RowBadgeKey;
  missing: string[];
  error_code: string | null;
}

interface LineRecord {
  row_id: string;
  co2e_kg: number;
  location_based_kg: number | null;
  market_based_kg: number | null;
  method: string;
  factor_id: string;
  factor_set_version: string;
  factor_source: string;
  data_quality: EmissionView['dataQuality'];
}

interface StatusRecord {
  status: QuestionStatusKey;
  progress: number;
  total_co2e_kg: number;
}

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
      this.db.query<SheetRecord>(`select * from read.answer_sheets ${KEY}`, key),
      this.db.query<RowRecord>(`select * from read.answer_rows ${KEY} order by ord, row_id`, key),
      this.db.query<LineRecord>(`select * from read.emission_lines ${KEY}`, key),
      this.db.query<StatusRecord>(`select * from read.question_status ${KEY}`, key),
      this.blocked.periodsOf(organizationId),
    ]);
    const sheet = sheets.rows[0];
    const status = statuses.rows[0];
    const emissions = new Map(lines.rows.map((l) => [l.row_id, emissionOf(l)]));
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
        rowId: r.row_id,
        table: r.table_key,
        period: r.period,
        values: r.cells,
        main: r.main,
        fieldType: r.field_type,
        order: r.ord,
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

const emissionOf = (l: LineRecord): EmissionView => ({
  co2eKg: l.co2e_kg,
  locationBasedKg: l.location_based_kg,
  marketBasedKg: l.market_based_kg,
  method: l.method,
  factorId: l.factor_id,
  factorSetVersion: l.factor_set_version,
  factorSource: l.factor_source,
  dataQuality: l.data_quality,
});

@Resolver()
export class SectionSheetResolver {
  constructor(private readonly query: SectionSheetQuery) {}

  @Query('sectionSheet')
  sectionSheet(
    @Args('questionId') questionId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<SectionSheetView> {
    return this.query.of(contextOf(req).actor.organizationId, questionId);
  }
}
