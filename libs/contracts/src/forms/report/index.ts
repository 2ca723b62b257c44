export * from './report-request.schema.js';
