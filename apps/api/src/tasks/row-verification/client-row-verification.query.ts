import type { ClientRowVerificationsView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../context/request-context.js';
import { DB } from '../../shared/tokens.js';
import { RowVerificationQuery } from './row-verification.query.js';

/**
 * A client's rows in verification for the provider's back office: the badges of RowVerificationQuery with each
 * row's section, period and values, so the verifier sees what they approve without opening the client's sheets.
 */
@Injectable()
export class ClientRowVerificationQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly verifications: RowVerificationQuery,
  ) {}

  async list(actor: Actor): Promise<ClientRowVerificationsView> {
    const view = await this.verifications.list(actor);
    const { rows } = await this.db.query<{
      row_id: string;
      question_id: string;
      period: string;
      cells: Record<string, unknown>;
    }>(
      `select row_id, question_id, period, cells from read.answer_rows
        where organization_id = $1 and row_id = any($2::text[])`,
      [actor.organizationId, view.rows.map((r) => r.rowId)],
    );
    const details = new Map(rows.map((r) => [r.row_id, r]));
    return {
      ...view,
      // The badge list keeps only rows still in the sheets, so each has its details.
      rows: view.rows.flatMap((row) => {
        const detail = details.get(row.rowId);
        if (!detail) return [];
        return [{ ...row, questionId: detail.question_id, period: detail.period, values: detail.cells }];
      }),
    };
  }
}
