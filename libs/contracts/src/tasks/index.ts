export * from './task-inputs.js';
export * from './task-views.js';
export * from './client-row-verification-views.js';
