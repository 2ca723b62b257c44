export * from './company/index.js';
export * from './request/index.js';
export * from './validation/index.js';
export * from './forms/index.js';
export * from './events/index.js';
export * from './views/index.js';
export * from './answers/index.js';
export * from './charts/index.js';
