/** Writes docs/methodology.md from the catalogue and factor set. Run: npx tsx tools/factors/write-methodology.ts */
import { writeFileSync } from 'node:fs';
import { METHODOLOGY_PATH, methodologyMarkdown } from './methodology-document.js';

writeFileSync(METHODOLOGY_PATH, methodologyMarkdown());
console.log(`wrote ${METHODOLOGY_PATH}`);
