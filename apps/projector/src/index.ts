export * from './runtime/index.js';
export { allProjections } from './projections/index.js';
export { startHealthServer, type HealthServer } from './http/health-server.js';
