import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationPreferences } from './notifications/notification-preferences.service.js';
import { NotificationsQuery } from './notifications/notifications.query.js';
import { NotificationsResolver } from './notifications/notifications.resolver.js';
import { ClientVerificationController } from './row-verification/client-verification.controller.js';
import { RowVerificationController } from './row-verification/row-verification.controller.js';
import { RunRowVerificationHandler } from './row-verification/row-verification.command.js';
import { RowVerificationQuery } from './row-verification/row-verification.query.js';
import { ClientRowVerificationQuery } from './row-verification/client-row-verification.query.js';
import { RowVerificationResolver } from './row-verification/row-verification.resolver.js';
import { RunTaskBoardHandler } from './task-board-command/task-board.command.js';
import { TaskBoardController } from './task-board-command/task-board.controller.js';
import { TaskBoardResolver } from './task-board-command/task-board.resolver.js';
import { TaskBoardQueriesController } from './task-board-queries/task-board-queries.controller.js';
import { TaskBoardQuery } from './task-board-queries/task-board.query.js';
import { TaskBoardQueriesResolver } from './task-board-queries/task-board-queries.resolver.js';

/** Delegated tasks and teams, row verification, and notifications (issue 20; module taskManagement). */
@Module({
  controllers: [
    TaskBoardController,
    TaskBoardQueriesController,
    RowVerificationController,
    NotificationsController,
    ClientVerificationController,
  ],
  providers: [
    RunTaskBoardHandler,
    TaskBoardQuery,
    RunRowVerificationHandler,
    RowVerificationQuery,
    ClientRowVerificationQuery,
    NotificationsQuery,
    NotificationPreferences,
    TaskBoardResolver,
    TaskBoardQueriesResolver,
    RowVerificationResolver,
    NotificationsResolver,
  ],
})
export class TasksModule {}
