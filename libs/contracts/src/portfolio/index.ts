export * from './portfolio-events.schema.js';
export * from './portfolio-views.js';
