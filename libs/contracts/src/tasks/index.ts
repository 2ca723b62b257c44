export * from './task-inputs.js';
export * from './task-views.js';
