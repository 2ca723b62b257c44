export * from './custom-item.schema.js';
export * from './energy-country.schema.js';
