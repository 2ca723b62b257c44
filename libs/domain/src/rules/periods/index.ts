export * from './period-choice.js';
export * from './year-month.js';
