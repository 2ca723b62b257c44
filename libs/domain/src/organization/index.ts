export * from './organization.decide.js';
export * from './organization.events.js';
export * from './organization.state.js';
