import { readFileSync } from 'node:fs';
import { METHODOLOGY_PATH, methodologyMarkdown } from './methodology-document.js';

describe('docs/methodology.md', () => {
  it('given the catalogue and factor library, when rendered in memory, then it equals the committed file', () => {
    const committed = readFileSync(METHODOLOGY_PATH, 'utf8');
    // If this fails, run: npx tsx tools/factors/write-methodology.ts
    expect(committed).toBe(methodologyMarkdown());
  });
});
