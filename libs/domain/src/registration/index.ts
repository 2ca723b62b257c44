export * from './registration.js';
export * from './invitation-acceptance.js';
