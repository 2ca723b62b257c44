import type { Db } from '@ghg/database';
import type { PortfolioFigures } from '@ghg/domain';
import { READ_MODELS, waitForProjections } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { VsmeClimateQuery } from '../../reports/vsme-climate/vsme-climate.query.js';
import { DB } from '../../shared/tokens.js';

/** The projections the figures are read from: a snapshot waits for them to hold every stored edit. */
const FIGURE_PROJECTIONS = [READ_MODELS.answers.projection, READ_MODELS.collaboration.projection];
const CATCH_UP_MS = 5000;

/**
 * A company's portfolio figures of a year, from the same read models as its VSME climate report (Scope 1 and 2,
 * energy, PCAF score, verified share) plus the revenue band of its profile. Waits (bounded) for the read models to
 * reach the log's head, so an edit stored just before a month is locked is in the snapshot.
 */
@Injectable()
export class PortfolioFiguresQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly vsme: VsmeClimateQuery,
  ) {}

  async caughtUp(head: bigint): Promise<void> {
    await waitForProjections(this.db, head, { projections: FIGURE_PROJECTIONS, timeoutMs: CATCH_UP_MS });
  }

  async forYear(organizationId: string, year: number): Promise<PortfolioFigures> {
    const [view, band] = await Promise.all([
      this.vsme.forYear(organizationId, year, new Date()),
      this.db.query<{ band: string | null }>(
        `select initial_answers->>'annualRevenue' as band from read.organizations where organization_id = $1`,
        [organizationId],
      ),
    ]);
    return {
      scope1Tonnes: view.emissions.scope1Tonnes,
      scope2LocationTonnes: view.emissions.scope2LocationTonnes,
      scope2MarketTonnes: view.emissions.scope2MarketTonnes,
      energyMwh: view.energy.totalMwh,
      revenueBand: band.rows[0]?.band ?? null,
      dataQualityScore: view.dataQuality.score,
      verificationShare: view.dataQuality.verifiedShare,
    };
  }
}
