export * from './data-sharing.events.js';
export * from './data-sharing.js';
export * from './data-sharing.aggregate.js';
export * from './portfolio-figures.js';
export * from './portfolio-snapshot.events.js';
export * from './portfolio-snapshot.js';
export * from './portfolio-snapshot.aggregate.js';
export * from './portfolio-totals.js';
