export * from './organization.decide.js';
export * from './organization.events.js';
export * from './organization.state.js';
export * from './organization-access.decide.js';
export * from './organization-plans.js';
export * from './organization-locations.js';
export * from './organization.aggregate.js';
export * from './organization-profile.js';
