export * from './charts-data.view.js';
export * from './emission-line-working.view.js';
export * from './charts-view.schemas.js';
export * from './charts-data.graph.js';
export * from './emission-line-working.schema.js';
export * from './charts-data-from-graph.js';
export * from './data-quality.view.js';
