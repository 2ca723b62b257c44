import { decideTaskBoard } from './task-board.decide.js';
import { TASK_BOARD_EVENT_TYPES } from './task-board.events.js';
import { evolveTaskBoard, initialTaskBoardState } from './task-board.state.js';

/** The organization's teams and delegated tasks, one stream (`task-board-{organizationId}`). */
export const taskBoardAggregate = {
  initialState: initialTaskBoardState,
  eventTypes: TASK_BOARD_EVENT_TYPES,
  evolve: evolveTaskBoard,
  decide: decideTaskBoard,
};
