import type { BenchmarkView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../shared/tokens.js';
import { assembleBenchmark, employeesOf, type YearTotal } from './benchmark-assembly.js';

interface OwnRecord {
  industry: string | null;
  demo: boolean;
}
interface TotalRecord {
  organization_id: string;
  demo: boolean;
  initial_answers: Record<string, unknown>;
  year: number;
  location_kg: number;
}

/**
 * The industry's organizations with their yearly totals (location-based Scope 2: it compares companies by the
 * grids they draw from, not by the certificates they bought). A real company is compared with real companies
 * only; a demo company also sees the demo peers the seed creates. The lateral join reads each organization's
 * lines through the index, so the cost follows the industry's lines, not the whole table.
 */
const TOTALS_SQL = `
  select o.organization_id, o.demo, o.initial_answers, t.year, t.location_kg
    from read.organizations o
    cross join lateral (
      select year, location_kg from read.organization_year_totals t where t.organization_id = o.organization_id
    ) t
   where o.initial_answers ->> 'industry' = $2
     and (o.organization_id = $1 or $3::boolean or not o.demo)`;

@Injectable()
export class BenchmarkQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string): Promise<BenchmarkView> {
    const { rows: own } = await this.db.query<OwnRecord>(
      `select initial_answers ->> 'industry' as industry, demo from read.organizations where organization_id = $1`,
      [organizationId],
    );
    const industry = own[0]?.industry ?? null;
    if (industry === null) return assembleBenchmark(null, []);
    const { rows } = await this.db.query<TotalRecord>(TOTALS_SQL, [organizationId, industry, own[0]!.demo]);
    const totals: YearTotal[] = rows.map((r) => ({
      organizationId: r.organization_id,
      own: r.organization_id === organizationId,
      demo: r.demo,
      employees: employeesOf(r.initial_answers),
      year: r.year,
      co2eKg: r.location_kg,
    }));
    return assembleBenchmark(industry, totals);
  }
}
