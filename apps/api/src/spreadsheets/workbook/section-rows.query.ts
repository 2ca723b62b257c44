import type { Db } from '@ghg/database';
import type { CustomFactorDefinition, SectionDefinition } from '@ghg/domain';
import type { AnswerRowRecord } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import type { SectionRows } from './workbook-content.js';

type RowWithEmission = Pick<AnswerRowRecord, 'question_id' | 'row_id' | 'table_key' | 'period' | 'cells'> & {
  co2e_kg: number | null;
  factor_source: string | null;
};

/** The rows of some sections of one organization with their emissions, as export writes them (table order). */
@Injectable()
export class SectionRowsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async of(
    organizationId: string,
    sections: readonly SectionDefinition[],
  ): Promise<(section: SectionDefinition) => SectionRows> {
    const keys = sections.map((s) => s.key);
    const [rows, sheets] = await Promise.all([
      this.db.query<RowWithEmission>(
        `select r.question_id, r.row_id, r.table_key, r.period, r.cells, l.co2e_kg, l.factor_source
           from read.answer_rows r
           left join read.emission_lines l
             on l.organization_id = r.organization_id and l.question_id = r.question_id and l.row_id = r.row_id
          where r.organization_id = $1 and r.question_id = any($2::text[])
          order by r.question_id, r.ord, r.row_id`,
        [organizationId, keys],
      ),
      this.db.query<{ question_id: string; custom_factors: CustomFactorDefinition[] }>(
        `select question_id, custom_factors from read.answer_sheets
          where organization_id = $1 and question_id = any($2::text[])`,
        [organizationId, keys],
      ),
    ]);
    const bySection = new Map<string, SectionRows['rows'][number][]>();
    for (const r of rows.rows) {
      const list = bySection.get(r.question_id) ?? [];
      list.push({
        rowId: r.row_id,
        table: r.table_key,
        period: r.period,
        values: r.cells,
        co2eKg: r.co2e_kg === null ? null : Number(r.co2e_kg),
        factorSource: r.factor_source,
      });
      bySection.set(r.question_id, list);
    }
    const customs = new Map(
      sheets.rows.map((s) => [s.question_id, new Map(s.custom_factors.map((c) => [c.customId, c]))]),
    );
    return (section) => ({
      rows: bySection.get(section.key) ?? [],
      customFactors: customs.get(section.key) ?? new Map(),
    });
  }
}
