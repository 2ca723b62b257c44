import type { SqlClient } from '@ghg/database';
import { ROW_VERIFICATION_EVENT_TYPES, TASK_BOARD_EVENT_TYPES } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { applyNotifications, type JoinedRecorded, type ReportSentRecorded } from './notifications-sql.js';
import { applyRowVerificationEvent, type RowVerificationRecorded } from './row-verification-sql.js';
import { applyTaskBoardEvent, type TaskBoardRecorded } from './task-board-sql.js';

const TASK_TYPES: readonly string[] = TASK_BOARD_EVENT_TYPES;
const ROW_TYPES: readonly string[] = ROW_VERIFICATION_EVENT_TYPES;
const TYPES = [...TASK_TYPES, ...ROW_TYPES, 'UserJoinedOrganization', 'FullReportSent'];

/**
 * Teams, delegated tasks, row verification badges and the notifications they give (issue 20). The events are few
 * (people's clicks), so one statement per event in log order; the notification of an event is written after its
 * own change, so "the task's delegator" or "the team's members" are read as the log had them then.
 */
export const collaborationProjection: Projection = {
  name: READ_MODELS.collaboration.projection,
  tables: READ_MODELS.collaboration.tables,
  eventTypes: TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (TASK_TYPES.includes(event.type)) {
        await applyTaskBoardEvent(tx, event as TaskBoardRecorded);
        await applyNotifications(tx, event as TaskBoardRecorded);
      } else if (ROW_TYPES.includes(event.type)) {
        await applyRowVerificationEvent(tx, event as RowVerificationRecorded);
        await applyNotifications(tx, event as RowVerificationRecorded);
      } else if (event.type === 'UserJoinedOrganization') {
        await applyNotifications(tx, event as JoinedRecorded);
      } else if (event.type === 'FullReportSent') {
        await applyNotifications(tx, event as ReportSentRecorded);
      }
    }
  },
};
