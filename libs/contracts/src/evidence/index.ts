export * from './evidence-file.view.js';
