export * from './query-views.js';
