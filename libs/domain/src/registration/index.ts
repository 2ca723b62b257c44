export * from './registration.js';
