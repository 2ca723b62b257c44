export * from './query-views.js';
export * from './view-schema.js';
export * from './query-view.schemas.js';
