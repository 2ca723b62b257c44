import type { ReductionPlanHistoryEntryView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

/** Every change of the plan, newest first, with the name of whoever made it (kept after they leave). */
@Injectable()
export class ReductionPlanHistoryQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string): Promise<ReductionPlanHistoryEntryView[]> {
    const { rows } = await this.db.query<{
      measure_id: string;
      kind: ReductionPlanHistoryEntryView['kind'];
      from_status: ReductionPlanHistoryEntryView['fromStatus'];
      to_status: ReductionPlanHistoryEntryView['toStatus'];
      actor_id: string;
      actor_name: string | null;
      at: Date;
    }>(
      `select h.measure_id, h.kind, h.from_status, h.to_status, h.actor_id,
              nullif(trim(concat(n.first_name, ' ', n.last_name)), '') as actor_name, h.at
         from read.reduction_plan_history h
         left join read.user_names n on n.user_id = h.actor_id
        where h.organization_id = $1
        order by h.at desc, h.event_id
        limit 500`,
      [organizationId],
    );
    return rows.map((r) => ({
      measureId: r.measure_id,
      kind: r.kind,
      fromStatus: r.from_status,
      toStatus: r.to_status,
      actorId: r.actor_id,
      actorName: r.actor_name,
      at: new Date(r.at).toISOString(),
    }));
  }
}
