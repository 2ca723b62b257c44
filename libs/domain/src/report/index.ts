export * from './report-period.js';
export * from './report-request.events.js';
export * from './report-request.state.js';
export * from './report-request.decide.js';
export * from './short-report.js';
export * from './report-request.aggregate.js';
export * from './report-request-progress.decide.js';
