export * from './shared/domain-error.js';
export * from './organization/index.js';
export * from './user/index.js';
export * from './rules/index.js';
export * from './emissions/index.js';
export * from './answers/index.js';
export * from './invitation/index.js';
export * from './registration/index.js';
