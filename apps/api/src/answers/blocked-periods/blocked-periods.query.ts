import type { BlockedPeriodView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

interface BlockedPeriodRecord {
  period: string;
  blocked_by: string;
  blocked_by_name: string | null;
  blocked_at: Date | string;
}

/** Blocked months of one organization from read.blocked_periods, oldest month first. */
@Injectable()
export class BlockedPeriodsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string): Promise<BlockedPeriodView[]> {
    const { rows } = await this.db.query<BlockedPeriodRecord>(
      `select b.period, b.blocked_by, b.blocked_at,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as blocked_by_name
         from read.blocked_periods b
         left join read.user_names u on u.user_id = b.blocked_by
        where b.organization_id = $1
        order by b.period`,
      [organizationId],
    );
    return rows.map((r) => ({
      period: r.period,
      blockedBy: r.blocked_by,
      blockedByName: r.blocked_by_name ?? r.blocked_by,
      blockedAt: new Date(r.blocked_at).toISOString(),
    }));
  }

  async periodsOf(organizationId: string): Promise<string[]> {
    return (await this.forOrganization(organizationId)).map((b) => b.period);
  }
}
