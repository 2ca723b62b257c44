export * from './b3-climate.js';
export * from './b3-datapoints.js';
export * from './c3-targets.js';
export * from './vsme-drill-down.js';
