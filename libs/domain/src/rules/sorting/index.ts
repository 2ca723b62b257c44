export * from './polish-collation.js';
