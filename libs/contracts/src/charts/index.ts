export * from './charts-data.view.js';
export * from './emission-line-working.view.js';
