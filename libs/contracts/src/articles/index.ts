export * from './article-query.schema.js';
export * from './article-views.js';
