export * from './reduction-inputs.js';
export * from './reduction-views.js';
