export * from './charts-data.view.js';
