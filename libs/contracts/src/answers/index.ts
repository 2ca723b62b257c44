export * from './answer-command.schema.js';
export * from './answer-views.js';
export * from './question-catalogue-view.js';
export * from './answer-view.schemas.js';
export * from './sheet-import.schemas.js';
