export * from './product-command.schema.js';
export * from './product-views.js';
export * from './product-colours.js';
