export * from './magic-link-error.js';
export * from './magic-link.decide.js';
export * from './magic-link.events.js';
export * from './magic-link.state.js';
export * from './magic-link.aggregate.js';
