export * from './freemium-expiry.js';
export * from './permission-modules.js';
export * from './plan-class.js';
export * from './route-gate.js';
export * from './upgrade-dialog.js';
