export * from './admin-registration.schema.js';
export * from './advanced-registration.schema.js';
export * from './company-registration.schema.js';
export * from './user-registration.schema.js';
