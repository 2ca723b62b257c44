export * from './energy-of-activity.js';
export * from './b3-climate.js';
