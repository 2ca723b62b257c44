export * from './company-bands.js';
export * from './countries.js';
export * from './industries.js';
export * from './initial-questions.schema.js';
export * from './locations.js';
