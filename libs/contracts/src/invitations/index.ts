export * from './admin-registration-request.schema.js';
export * from './invitation-views.js';
