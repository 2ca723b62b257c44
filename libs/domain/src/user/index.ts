export * from './user.decide.js';
export * from './user.events.js';
export * from './roles.js';
export * from './user-role-change.js';
export * from './user-memberships.js';
export * from './user-profile.js';
export * from './user-password.js';
export * from './user-sign-in-security.js';
