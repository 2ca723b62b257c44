export * from './article-excerpt.js';
export * from './reading-time.js';
export * from './article-pages.js';
