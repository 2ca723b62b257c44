import type { Db } from '@ghg/database';
import type { ReductionScope, ScopeGroupTonnes, SectionEmission } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

export interface YearGroups extends ScopeGroupTonnes {
  year: number;
}

const SCOPES: readonly string[] = ['scope-1', 'scope-2', 'scope-3'];

/**
 * The company's emissions as reduction plans and targets read them, from read.emission_months in tonnes CO2e,
 * Scope 2 location-based (as the benchmark: the grid a company draws from, before certificates).
 */
@Injectable()
export class OrganizationEmissionsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Each section's total in the latest complete year with emissions (before `currentYear`; the current year only
   * when nothing earlier exists: a few months of it would rank sections by what happens to be entered so far), and
   * that year (null: no emissions at all).
   */
  async latestYearSections(
    organizationId: string,
    currentYear: number,
  ): Promise<{ year: number | null; sections: SectionEmission[] }> {
    const { rows } = await this.db.query<{ year: number; section: string; scope: string; kg: number }>(
      `with years as (
         select distinct left(period, 4) as year from read.emission_months
          where organization_id = $1 and location_kg <> 0),
       latest as (select coalesce(max(year) filter (where year < $2), max(year)) as year from years)
       select left(m.period, 4)::int as year, m.category as section, m.scope, sum(m.location_kg)::float8 as kg
         from read.emission_months m join latest on left(m.period, 4) = latest.year
        where m.organization_id = $1
        group by 1, 2, 3`,
      [organizationId, String(currentYear)],
    );
    return {
      year: rows[0]?.year ?? null,
      sections: rows
        .filter((r) => SCOPES.includes(r.scope))
        .map((r) => ({ section: r.section, scope: r.scope as ReductionScope, tonnes: r.kg / 1000 })),
    };
  }

  /** Every year with emissions: Scope 1+2 and Scope 3 in tonnes, oldest first. */
  async yearlyGroups(organizationId: string): Promise<YearGroups[]> {
    const { rows } = await this.db.query<{ year: number; scope12: number; scope3: number }>(
      `select left(period, 4)::int as year,
              sum(case when scope in ('scope-1', 'scope-2') then location_kg else 0 end)::float8 as scope12,
              sum(case when scope = 'scope-3' then location_kg else 0 end)::float8 as scope3
         from read.emission_months where organization_id = $1
        group by 1 order by 1`,
      [organizationId],
    );
    return rows.map((r) => ({ year: r.year, scope12: r.scope12 / 1000, scope3: r.scope3 / 1000 }));
  }
}
