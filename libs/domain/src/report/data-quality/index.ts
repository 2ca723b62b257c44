export * from './line-quality.js';
export * from './pcaf-score.js';
