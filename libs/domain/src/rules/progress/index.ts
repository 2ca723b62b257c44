export * from './progress.js';
export * from './question-status.js';
