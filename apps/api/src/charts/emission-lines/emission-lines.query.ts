import type { EmissionLineView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { FACTOR_SETS } from '@ghg/domain';
import type { EmissionLineRecord } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';
import { CO2E_SQL, type LinesFilter, scopeNumberKeyOf } from '../charts-filter.js';

/** The line's columns, with co2e following the chosen Scope 2 method (CO2E_SQL). */
type LineRecord = Pick<
  EmissionLineRecord,
  | 'question_id'
  | 'row_id'
  | 'period'
  | 'scope'
  | 'category'
  | 'subcategory'
  | 'item'
  | 'location_based_kg'
  | 'market_based_kg'
  | 'method'
  | 'factor_id'
  | 'factor_set_version'
  | 'factor_source'
  | 'data_quality'
> & { co2e: number };

/**
 * The same range, method and CO2e expression as charts-data, narrowed to what was clicked, so the lines add up to
 * the figure. $9 says whether `item` filters at all; with it, a null $8 means "lines without an item".
 */
const LINES_SQL = `
  select question_id, row_id, period, scope, category, subcategory, item, ${CO2E_SQL} as co2e,
         case when scope = 'scope-2' then coalesce(location_based_kg, co2e_kg) end as location_based_kg,
         case when scope = 'scope-2' then coalesce(market_based_kg, co2e_kg) end as market_based_kg,
         method, factor_id, factor_set_version, factor_source, data_quality
    from read.emission_lines
   where organization_id = $1 and period between $2 and $3
     and ($5::text is null or scope = $5)
     and ($6::text is null or category = $6)
     and ($7::text is null or subcategory = $7)
     and (not $9::boolean or item is not distinct from $8::text)
     and ($10::text is null or period = $10)
   order by period, category, subcategory, item nulls last, row_id`;

/** Publication year of a library factor, by factor set version and id; null for the organization's own factors. */
function factorYearOf(version: string, factorId: string): number | null {
  const set = FACTOR_SETS.find((s) => s.version === version);
  return set?.byId(factorId)?.publicationYear ?? null;
}

@Injectable()
export class EmissionLinesQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string, filter: LinesFilter): Promise<EmissionLineView[]> {
    const { rows } = await this.db.query<LineRecord>(LINES_SQL, [
      organizationId,
      filter.from,
      filter.to,
      filter.scope2Method,
      filter.scope,
      filter.category,
      filter.subCategory,
      filter.item ?? null,
      filter.item !== undefined,
      filter.period,
    ]);
    return rows.map((r) => ({
      questionId: r.question_id,
      rowId: r.row_id,
      period: r.period,
      scope: scopeNumberKeyOf(r.scope),
      category: r.category,
      subCategory: r.subcategory,
      item: r.item,
      co2eKg: r.co2e,
      locationBasedKg: r.location_based_kg,
      marketBasedKg: r.market_based_kg,
      method: r.method,
      factorId: r.factor_id,
      factorSetVersion: r.factor_set_version,
      factorSource: r.factor_source,
      factorYear: factorYearOf(r.factor_set_version, r.factor_id),
      dataQuality: r.data_quality,
    }));
  }
}
