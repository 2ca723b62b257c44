export * from './sheet-layout.js';
export * from './sheet-cell.js';
export * from './sheet-error.js';
export * from './sheet-read.js';
export * from './workbook-index.js';
export * from './sheet-imports.js';
export * from './sheet-write-cells.js';
export * from './sheet-example.js';
