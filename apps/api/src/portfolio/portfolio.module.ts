import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ChangeDataSharingHandler } from './data-sharing/change-data-sharing.handler.js';
import { DataSharingController } from './data-sharing/data-sharing.controller.js';
import { DataSharingQuery } from './data-sharing/data-sharing.query.js';
import { LockClientPeriodHandler } from './lock-period/lock-client-period.handler.js';
import { PortfolioController } from './portfolio-view/portfolio.controller.js';
import { PortfolioQuery } from './portfolio-view/portfolio.query.js';
import { PortfolioFiguresQuery } from './snapshots/portfolio-figures.query.js';
import { PortfolioSnapshotPlanner } from './snapshots/portfolio-snapshot.planner.js';
import { RecalculateSnapshotsController } from './snapshots/recalculate-snapshots.controller.js';
import { RecalculateSnapshotsHandler } from './snapshots/recalculate-snapshots.handler.js';

/**
 * The partner portfolio (issue 23 points 4–5): a company's consent to share, snapshots of its figures frozen
 * when months are locked, and the provider staff's portfolio with its CSV and .xlsx export.
 */
@Module({
  imports: [AccessModule, ReportsModule],
  controllers: [DataSharingController, PortfolioController, RecalculateSnapshotsController],
  providers: [
    DataSharingQuery,
    ChangeDataSharingHandler,
    PortfolioFiguresQuery,
    PortfolioSnapshotPlanner,
    LockClientPeriodHandler,
    RecalculateSnapshotsHandler,
    PortfolioQuery,
  ],
})
export class PortfolioModule {}
