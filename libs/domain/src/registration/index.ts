export * from './registration.js';
export * from './invitation-acceptance.js';
export * from './provider-bootstrap.js';
