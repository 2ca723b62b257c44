import { type RowKind } from '../calculate/rows.js';
import { type SectionKey } from './section-keys.js';
import { type SectionDefinition } from './section-definition.js';
import { PRODUCT_SECTIONS } from './sections-product.js';
import { SCOPE_1_2_SECTIONS } from './sections-scope-1-2.js';
import { SCOPE_3_SECTIONS } from './sections-scope-3.js';

/** The question catalogue: every emission section of the spec (§3) and the product sections (§2). */
export const SECTIONS: readonly SectionDefinition[] = [
  ...SCOPE_1_2_SECTIONS,
  ...SCOPE_3_SECTIONS,
  ...PRODUCT_SECTIONS,
];

const BY_KEY = new Map(SECTIONS.map((s) => [s.key, s]));

export function findSection(key: SectionKey): SectionDefinition {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`section ${key} missing from the catalogue`);
  return found;
}

/** Row kinds a section's tables accept, plus WTT rows derived into the wtt section. */
export function rowKindsOf(key: SectionKey): ReadonlySet<RowKind> {
  const kinds = new Set<RowKind>(findSection(key).tables.flatMap((t) => t.rowKinds));
  if (key === 'wtt') kinds.add('well-to-tank');
  return kinds;
}
