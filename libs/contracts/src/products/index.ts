export * from './product-command.schema.js';
export * from './product-views.js';
