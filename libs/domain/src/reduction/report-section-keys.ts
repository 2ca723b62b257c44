import { SECTIONS } from '../emissions/catalogue/sections.js';

/** The sections of scopes 1-3 a custom measure may belong to (product sections are product footprints). */
export const SECTION_KEYS_OF_REPORT: ReadonlySet<string> = new Set(
  SECTIONS.filter((s) => s.scope !== 'product').map((s) => s.key),
);
