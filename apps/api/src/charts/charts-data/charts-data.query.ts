import type { ChartsDataView } from '@ghg/contracts';
import { type Db, preparedSql } from '@ghg/database';
import { READ_MODELS } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { embeddedReadCacheFor, readThroughEmbeddedCache } from '../../shared/embedded-read-cache.js';
import { DB } from '../../shared/tokens.js';
import { assembleChartsData, type EmissionGroup } from './charts-data-assembly.js';
import { ChartsDataCache, type ChartsDataCacheEntry } from './charts-data-cache.js';
import type { ChartsFilter } from '../charts-filter.js';

/** Under the market method a Scope 2 group has no gas split (the split is location-based). */
const gas = (column: string) => `case when scope = 'scope-2' and $4 = 'market' then 0 else ${column} end`;

/**
 * The version of an organization's answers as the read model holds them: every answer event moves its sheet's
 * stream revision by one, in the same transaction that rewrites the sheet's emission lines, so this count of
 * projected answer events changes whenever a line can have changed (and a rebuild passes through the same values
 * with the same lines).
 */
const VERSION = `select coalesce(sum(stream_revision + 1), 0)::text as version from read.answer_sheets where organization_id = $1`;
const VERSION_SQL = preparedSql('charts-data-version', VERSION);

/**
 * The version, and beside it the groups: from read.emission_months (migration 008: emission_lines grouped by month,
 * scope, section, table and item, kept by the database as lines are written), in one GROUP BY with two grouping
 * sets: the range's total per month and scope (`line`, `lineByScope`) and per scope, section, table and item over
 * the whole range (`table`, `chart1`). CO2e follows the requested Scope 2 method; both Scope 2 methods are summed
 * beside it for the dual report. Never a replay of events. One statement, so a view not held costs one round trip
 * (two statements cost the API and PostgreSQL a wake-up more per request), and the view and its version come from
 * one snapshot. Without groups in the range it is one row with the version and nulls.
 */
const VERSION_AND_GROUPS_SQL = preparedSql(
  'charts-data-version-and-groups',
  `
  with known as (${VERSION})
  select known.version, g.*
    from known
    left join (
      select period, scope, category, subcategory, nullif(item, '') as item,
             sum(case when scope = 'scope-2' then case when $4 = 'market' then market_kg else location_kg end
                      else co2e_kg end) as co2e,
             sum(${gas('co2_kg')}) as co2, sum(${gas('ch4_kg')}) as ch4, sum(${gas('n2o_kg')}) as n2o,
             sum(case when scope = 'scope-2' then location_kg else 0 end) as "locationKg",
             sum(case when scope = 'scope-2' then market_kg else 0 end) as "marketKg",
             sum(lines)::integer as lines, sum(${gas('co2_lines')})::integer as "co2Lines",
             sum(${gas('ch4_lines')})::integer as "ch4Lines", sum(${gas('n2o_lines')})::integer as "n2oLines"
        from read.emission_months
       where organization_id = $1 and period between $2 and $3
       group by grouping sets ((period, scope), (scope, category, subcategory, item))
    ) g on true`,
);

@Injectable()
export class ChartsDataQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly cache: ChartsDataCache,
  ) {}

  /** The view with its JSON text, computed once per organization version, range and method. */
  async entryFor(organizationId: string, filter: ChartsFilter): Promise<ChartsDataCacheEntry> {
    const key = `${organizationId}|${filter.from}|${filter.to}|${filter.scope2Method}`;
    // The version alone first where that is cheaper than the groups: for a view held here (one indexed sum, and a
    // hit needs nothing more), and always on the embedded default, where it is held in memory until the next
    // append (shared/embedded-read-cache.ts) and costs no SQL. On PostgreSQL the statement with the groups as the
    // held view's check (told its version, it skipped the groups) was slower: warm, 8 clients, 841–933 against
    // 1,021–1,043 requests/s (bench/charts-data).
    if (this.cache.peek(key) || embeddedReadCacheFor(this.db)) {
      const version = await readThroughEmbeddedCache(
        this.db,
        `charts-version|${organizationId}`,
        [READ_MODELS.answers.projection],
        async () =>
          (await this.db.query<{ version: string }>(VERSION_SQL, [organizationId])).rows[0]?.version ?? '0',
      );
      const cached = this.cache.get(key, version);
      if (cached) return cached;
    }
    const { rows } = await this.db.query<EmissionGroup & { version: string }>(VERSION_AND_GROUPS_SQL, [
      organizationId,
      filter.from,
      filter.to,
      filter.scope2Method,
    ]);
    return this.cache.set(key, rows[0]?.version ?? '0', assembleChartsData(rows, filter.scope2Method));
  }

  async forOrganization(organizationId: string, filter: ChartsFilter): Promise<ChartsDataView> {
    return (await this.entryFor(organizationId, filter)).view;
  }
}
