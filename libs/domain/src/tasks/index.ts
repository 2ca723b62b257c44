export * from './task-board.events.js';
export * from './task-board.commands.js';
export * from './task-board.state.js';
export * from './task-board.decide.js';
export * from './task-board.aggregate.js';
export { TEAM_NAME_MAX, TASK_NOTE_MAX, COMMENT_MAX } from './task-board.fields.js';
export * from './task-status.js';
