import { join } from 'node:path';
import { SECTIONS } from '../../libs/domain/src/emissions/catalogue/sections.js';
import { FACTOR_SET_2024_1 } from '../../libs/domain/src/emissions/factors/factor-sets.js';
import { renderMethodology } from '../../libs/domain/src/emissions/methodology/render-methodology.js';

export const METHODOLOGY_PATH = join(__dirname, '../../docs/methodology.md');

/** The committed document is exactly this text; the renderer emits Prettier-stable Markdown. */
export function methodologyMarkdown(): string {
  return renderMethodology(SECTIONS, FACTOR_SET_2024_1);
}
