import type { RowVerificationsView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { canVerifyRows, type RowVerificationStatus, rowVerificationStatus } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../context/request-context.js';
import { DB } from '../../shared/tokens.js';

/** The organization's rows in verification with their badges, and the share of its rows that are verified. */
@Injectable()
export class RowVerificationQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(actor: Actor): Promise<RowVerificationsView> {
    const [verifications, total] = await Promise.all([
      this.db.query<{
        row_id: string;
        status: RowVerificationStatus;
        row_position: string;
        comment: string | null;
        last_edit: string | null;
      }>(
        `select v.row_id, v.status, v.row_position::text as row_position, v.comment,
                (select max(a.updated_position)::text from read.answer_rows a
                  where a.organization_id = v.organization_id and a.row_id = v.row_id) as last_edit
           from read.row_verifications v
          where v.organization_id = $1
          order by v.updated_at, v.row_id`,
        [actor.organizationId],
      ),
      this.db.query<{ count: string }>(
        'select count(distinct row_id)::text as count from read.answer_rows where organization_id = $1',
        [actor.organizationId],
      ),
    ]);
    // A row deleted since it was sent is no longer the organization's data: it leaves the list.
    const rows = verifications.rows
      .filter((r) => r.last_edit !== null)
      .map((r) => ({
        rowId: r.row_id,
        status: rowVerificationStatus(
          { status: r.status, position: BigInt(r.row_position) },
          BigInt(r.last_edit ?? '0'),
        ),
        comment: r.status === 'returned' ? r.comment : null,
      }));
    const all = Number(total.rows[0]?.count ?? 0);
    const verified = rows.filter((r) => r.status === 'verified').length;
    return { rows, canVerify: canVerifyRows(actor.role), verifiedShare: all === 0 ? 0 : verified / all };
  }
}
