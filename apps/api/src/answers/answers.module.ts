import { Module } from '@nestjs/common';
import { AnswerCommandController } from './answer-command/answer-command.controller.js';
import { AnswerCommandHandler } from './answer-command/answer-command.handler.js';
import { AnswerCommandResolver } from './answer-command/answer-command.resolver.js';
import { ChangeBlockedPeriodController } from './blocked-periods/change-blocked-period.controller.js';
import { ChangeBlockedPeriodHandler } from './blocked-periods/change-blocked-period.handler.js';
import { ChangeBlockedPeriodResolver } from './blocked-periods/change-blocked-period.resolver.js';
import { AnswerAuditCsvController } from './queries/answer-audit.controller.js';
import { AnswerAuditQuery, AnswerAuditResolver } from './queries/answer-audit.query.js';
import { BlockedPeriodsQuery, BlockedPeriodsResolver } from './queries/blocked-periods.query.js';
import {
  QuestionCatalogueController,
  QuestionCatalogueResolver,
} from './queries/question-catalogue.query.js';
import { ReportOverviewQuery, ReportOverviewResolver } from './queries/report-overview.query.js';
import { SectionSheetQuery, SectionSheetResolver } from './queries/section-sheet.query.js';

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
