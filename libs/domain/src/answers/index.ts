export * from './answer-row.js';
export * from './answers.commands.js';
export * from './answers.events.js';
export * from './answers.state.js';
export * from './answers.decide.js';
export * from './row-values.js';
export * from './row-activity.js';
export * from './section-status.js';
