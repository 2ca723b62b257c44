import { Module } from '@nestjs/common';
import { AnswerCommandController } from './answer-command/answer-command.controller.js';
import { AnswerCommandHandler } from './answer-command/answer-command.handler.js';
import { AnswerCommandResolver } from './answer-command/answer-command.resolver.js';
import { AnswerAuditCsvController } from './answer-audit/answer-audit.controller.js';
import { AnswerAuditQuery } from './answer-audit/answer-audit.query.js';
import { AnswerAuditResolver } from './answer-audit/answer-audit.resolver.js';
import { BlockedPeriodsQuery } from './blocked-periods/blocked-periods.query.js';
import { BlockedPeriodsResolver } from './blocked-periods/blocked-periods.resolver.js';
import { ChangeBlockedPeriodController } from './change-blocked-period/change-blocked-period.controller.js';
import { ChangeBlockedPeriodHandler } from './change-blocked-period/change-blocked-period.handler.js';
import { ChangeBlockedPeriodResolver } from './change-blocked-period/change-blocked-period.resolver.js';
import { QuestionCatalogueController } from './question-catalogue/question-catalogue.controller.js';
import { QuestionCatalogueResolver } from './question-catalogue/question-catalogue.resolver.js';
import { ReportOverviewQuery } from './report-overview/report-overview.query.js';
import { ReportOverviewResolver } from './report-overview/report-overview.resolver.js';
import { SectionSheetQuery } from './section-sheet/section-sheet.query.js';
import { SectionSheetResolver } from './section-sheet/section-sheet.resolver.js';

/** /report: the answers (one command per sheet change), blocked periods, sheets, overview and history. */
@Module({
  controllers: [
    AnswerCommandController,
    ChangeBlockedPeriodController,
    AnswerAuditCsvController,
    QuestionCatalogueController,
  ],
  providers: [
    AnswerCommandHandler,
    AnswerCommandResolver,
    ChangeBlockedPeriodHandler,
    ChangeBlockedPeriodResolver,
    BlockedPeriodsQuery,
    BlockedPeriodsResolver,
    SectionSheetQuery,
    SectionSheetResolver,
    ReportOverviewQuery,
    ReportOverviewResolver,
    AnswerAuditQuery,
    AnswerAuditResolver,
    QuestionCatalogueResolver,
  ],
  // The back office reads a client's blocked months with the same query.
  exports: [BlockedPeriodsQuery],
})
export class AnswersModule {}
