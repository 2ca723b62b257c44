import type { Db, DbSession } from '@ghg/database';
import type { CustomFactorDefinition, SectionDefinition, SheetRowSource } from '@ghg/domain';
import type { AnswerRowRecord } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DB } from '../../shared/tokens.js';
import type { SectionRows } from './workbook-content.js';

type RowWithEmission = Pick<AnswerRowRecord, 'row_id' | 'period' | 'cells'> & {
  co2e_kg: number | null;
  factor_source: string | null;
};

/**
 * Rows fetched from the cursor at a time. A page lives while it is written; pages of 1,000 rows die young far more
 * often than pages of 4,096 (measured: the .xlsx write peaks ~30 MB lower), which V8 would promote and keep.
 */
export const EXPORT_PAGE_ROWS = 1000;

/** The rows of some sections of one organization, as an export reads them; close() when the export is done. */
export interface ExportRows {
  readonly of: (section: SectionDefinition) => SectionRows;
  close(): Promise<void>;
}

/**
 * The rows of some sections of one organization with their emissions, as export writes them (table order), read
 * page by page as the writer takes them. Each table is a cursor WITH HOLD on one dedicated session: PostgreSQL
 * sorts and keeps the result (the database's memory, not the API's), no transaction stays open while a slow
 * download is written, and on PGlite (whose session is the shared connection) other queries go on between pages.
 * The query is a database function (migration 049) whose plan never joins by nested loop: see there why.
 */
@Injectable()
export class SectionRowsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async of(organizationId: string, sections: readonly SectionDefinition[]): Promise<ExportRows> {
    const sheets = await this.db.query<{ question_id: string; custom_factors: CustomFactorDefinition[] }>(
      `select question_id, custom_factors from read.answer_sheets
        where organization_id = $1 and question_id = any($2::text[])`,
      [organizationId, sections.map((s) => s.key)],
    );
    const customs = new Map(
      sheets.rows.map((s) => [s.question_id, new Map(s.custom_factors.map((c) => [c.customId, c]))]),
    );
    let session: Promise<DbSession> | null = null;
    const db = this.db;
    const pages = (questionId: string, table: string): AsyncIterable<readonly SheetRowSource[]> => ({
      async *[Symbol.asyncIterator]() {
        const client = await (session ??= db.session());
        const cursor = `sheet_export_${randomUUID().replace(/-/g, '')}`;
        await client.query(
          `declare ${cursor} no scroll cursor with hold for
           select row_id, period, cells, co2e_kg, factor_source from read.sheet_export_rows($1, $2, $3)`,
          [organizationId, questionId, table],
        );
        type Page = { rows: RowWithEmission[] };
        const fetchPage = (): Promise<Page> =>
          client.query<RowWithEmission>(`fetch ${EXPORT_PAGE_ROWS} from ${cursor}`);
        // The next page is asked for before this one is written: the database reads it while the writer works
        // (a third of a 100,000-row export was spent waiting for 100 fetches one after the other).
        let next: Promise<Page> | null = fetchPage();
        try {
          while (next !== null) {
            const current: Promise<Page> = next;
            const { rows } = await current;
            next = rows.length === EXPORT_PAGE_ROWS ? fetchPage() : null;
            if (rows.length > 0) yield rows.map(sourceOf);
          }
        } finally {
          // A download given up on leaves a fetch in flight: the session runs it before the close anyway.
          await next?.catch(() => undefined);
          await client.query(`close ${cursor}`);
        }
      },
    });
    return {
      of: (section) => ({
        rowsOf: (table) => pages(section.key, table),
        customFactors: customs.get(section.key) ?? new Map(),
      }),
      close: async () => {
        if (session) await (await session).release();
        session = null;
      },
    };
  }
}

const sourceOf = (r: RowWithEmission): SheetRowSource => ({
  rowId: r.row_id,
  period: r.period,
  values: r.cells,
  co2eKg: r.co2e_kg === null ? null : Number(r.co2e_kg),
  factorSource: r.factor_source,
});
