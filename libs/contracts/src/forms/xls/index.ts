export * from './xls-date.js';
export * from './xls-upload.schema.js';
