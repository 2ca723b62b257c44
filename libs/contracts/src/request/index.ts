export * from './plain-request.js';
