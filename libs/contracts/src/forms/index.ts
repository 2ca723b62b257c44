export * from './custom-item/index.js';
export * from './fields/index.js';
export * from './invitation/index.js';
export * from './registration/index.js';
export * from './report/index.js';
export * from './xls/index.js';
