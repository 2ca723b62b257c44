import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { SheetExportController } from './sheet-export/sheet-export.controller.js';
import { RevertImportHandler } from './sheet-history/revert-import.handler.js';
import { SheetHistoryController } from './sheet-history/sheet-history.controller.js';
import { SheetHistoryResolver } from './sheet-history/sheet-history.resolver.js';
import { SheetImportsQuery } from './sheet-history/sheet-imports.query.js';
import { ImportJobs } from './sheet-import/import-jobs.js';
import { SheetImportController } from './sheet-import/sheet-import.controller.js';
import { SheetImportRunner } from './sheet-import/sheet-import.runner.js';
import { SectionRowsQuery } from './workbook/section-rows.query.js';
import { SectionsInPlan } from './workbook/sections-in-plan.js';

/** Spreadsheets (issue 17): export, templates, import with progress, history and revert (module xlsDataUpload). */
@Module({
  imports: [AccessModule],
  controllers: [SheetExportController, SheetImportController, SheetHistoryController],
  providers: [
    SectionRowsQuery,
    SectionsInPlan,
    ImportJobs,
    SheetImportRunner,
    SheetImportsQuery,
    RevertImportHandler,
    SheetHistoryResolver,
  ],
})
export class SpreadsheetsModule {}
