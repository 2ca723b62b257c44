export * from './report-requests.js';
export * from './report-events.schema.js';
export * from './vsme-climate.js';
