import type { PortfolioRow, PortfolioView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { type PortfolioFigures, portfolioTotals } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

interface Row {
  organization_id: string;
  name: string;
  year: number | null;
  snapshot_number: number | null;
  taken_at: Date | string | null;
  locked_periods: string[] | null;
  figures: PortfolioFigures | null;
  diff: PortfolioRow['diff'] | null;
}

/**
 * The partner portfolio: every company whose consent stands, with the latest snapshot of each year (what the
 * partner received, unchanged by later edits until a new snapshot), and the totals per year. A company that
 * consents but has no locked month yet is listed without figures. A withdrawn consent drops the company whole.
 */
@Injectable()
export class PortfolioQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async view(year: number | null): Promise<PortfolioView> {
    const { rows } = await this.db.query<Row>(
      `select o.organization_id, o.name, s.year, s.snapshot_number, s.taken_at, s.locked_periods, s.figures, s.diff
         from read.data_sharing d
         join read.organizations o on o.organization_id = d.organization_id
         left join lateral (
           select distinct on (p.year) p.year, p.snapshot_number, p.taken_at, p.locked_periods, p.figures, p.diff
             from read.portfolio_snapshots p
            where p.organization_id = d.organization_id
            order by p.year, p.snapshot_number desc
         ) s on true
        where d.consented
        order by o.name, o.organization_id, s.year`,
    );
    const listed = rows
      .filter((r) => year === null || r.year === year)
      .map((r): PortfolioRow => ({
        organizationId: r.organization_id,
        organizationName: r.name,
        year: r.year,
        snapshotNumber: r.snapshot_number,
        takenAt: r.taken_at === null ? null : new Date(r.taken_at).toISOString(),
        lockedPeriods: r.locked_periods ?? [],
        figures: r.figures,
        diff: r.diff ?? [],
      }));
    const withFigures = listed.flatMap((r) =>
      r.year !== null && r.figures !== null ? [{ year: r.year, figures: r.figures }] : [],
    );
    return { rows: listed, totals: portfolioTotals(withFigures) };
  }
}
