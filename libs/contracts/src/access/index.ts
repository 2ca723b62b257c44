export * from './access-views.js';
