export * from './evidence-file.js';
export * from './evidence-sniff.js';
export * from './evidence.aggregate.js';
