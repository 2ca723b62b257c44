export * from './access/index.js';
export * from './articles/index.js';
export * from './periods/index.js';
export * from './progress/index.js';
export * from './sorting/index.js';
