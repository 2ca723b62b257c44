export * from './row-verification.events.js';
export * from './row-verification.state.js';
export * from './row-verification.decide.js';
export * from './row-verification.aggregate.js';
