import type { SheetImportView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

interface Row {
  import_id: string;
  file_name: string;
  size_bytes: string | number;
  format: string;
  imported_at: Date | string;
  imported_by: string;
  person: string | null;
  result: SheetImportView['result'];
  rows: number;
  error_count: number;
  sections: string[];
  reverted_at: Date | string | null;
}

const iso = (v: Date | string): string => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The organization's import history, newest first (read.sheet_imports with the person's name). */
@Injectable()
export class SheetImportsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string, limit = 100): Promise<SheetImportView[]> {
    const { rows } = await this.db.query<Row>(
      `select i.*, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as person
         from read.sheet_imports i
         left join read.users u on u.user_id = i.imported_by
        where i.organization_id = $1
        order by i.imported_at desc, i.import_id
        limit $2`,
      [organizationId, limit],
    );
    return rows.map((r) => ({
      importId: r.import_id,
      fileName: r.file_name,
      sizeKb: Math.ceil(Number(r.size_bytes) / 1024),
      format: r.format,
      importedAt: iso(r.imported_at),
      importedBy: r.person ?? r.imported_by,
      result: r.result,
      rows: r.rows,
      errorCount: r.error_count,
      sections: r.sections,
      revertedAt: r.reverted_at === null ? null : iso(r.reverted_at),
    }));
  }
}
