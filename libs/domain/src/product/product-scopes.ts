import type { ProductSectionKey } from '../emissions/catalogue/section-keys.js';

export type ProductScope = 'scope1' | 'scope2' | 'scope3';

/**
 * The GHG scope of a product line from the maker's side (spec §3 "Product report result: per scope"): fuels burnt
 * and refrigerant lost in its own production are Scope 1, electricity and heat it buys for production Scope 2, and
 * everything up- and downstream (materials, transport, processing, use, end of life) Scope 3.
 */
export function productScopeOf(section: ProductSectionKey, table: string): ProductScope {
  if (section !== 'production') return 'scope3';
  if (table === 'electricity' || table === 'heat') return 'scope2';
  return 'scope1';
}
