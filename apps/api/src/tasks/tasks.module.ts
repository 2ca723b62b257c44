import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsQuery } from './notifications/notifications.query.js';
import { RowVerificationController } from './row-verification/row-verification.controller.js';
import { RunRowVerificationHandler } from './row-verification/row-verification.command.js';
import { RowVerificationQuery } from './row-verification/row-verification.query.js';
import { RunTaskBoardHandler } from './task-board-command/task-board.command.js';
import { TaskBoardController } from './task-board-command/task-board.controller.js';
import { TaskBoardQueriesController } from './task-board-queries/task-board-queries.controller.js';
import { TaskBoardQuery } from './task-board-queries/task-board.query.js';

/** Delegated tasks and teams, row verification, and notifications (issue 20; module taskManagement). */
@Module({
  controllers: [
    TaskBoardController,
    TaskBoardQueriesController,
    RowVerificationController,
    NotificationsController,
  ],
  providers: [
    RunTaskBoardHandler,
    TaskBoardQuery,
    RunRowVerificationHandler,
    RowVerificationQuery,
    NotificationsQuery,
  ],
})
export class TasksModule {}
