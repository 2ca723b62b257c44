export * from './password-change.schema.js';
export * from './profile-update.schema.js';
export * from './profile-view.js';
export * from './password-reset.schema.js';
