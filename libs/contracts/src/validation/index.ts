export * from './validation-codes.js';
export * from './validation-messages.js';
