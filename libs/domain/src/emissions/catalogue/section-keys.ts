/** Emission section keys exactly as the spec names them (§3 "Emission sections"), plus the product sections (§2). */
export const SCOPE_1_SECTION_KEYS = ['vehicles', 'equipment', 'cooling'] as const;
export const SCOPE_2_SECTION_KEYS = ['heat', 'electricity'] as const;
export const SCOPE_3_SECTION_KEYS = [
  'purchased-goods',
  'upstream',
  'waste',
  'travels',
  'commuting',
  'downstream',
  'business-travels',
  'upstream-transportation',
  'downstream-transportation',
  'employee-commuting',
  'capital-goods',
  'wtt',
  'upstream-leased-assets',
  'processing-of-sold-products',
  'end-of-life-treatment-of-sold-products',
  'downstream-leased-assets',
  'franchises',
  'investments',
  'purchased-goods-and-services',
  'use-sold-products',
  'other',
] as const;
export const PRODUCT_SECTION_KEYS = [
  'raw-materials',
  'production',
  'transport-and-distribution',
  'processing',
  'use',
  'disposal',
] as const;

export type Scope1SectionKey = (typeof SCOPE_1_SECTION_KEYS)[number];
export type Scope2SectionKey = (typeof SCOPE_2_SECTION_KEYS)[number];
export type Scope3SectionKey = (typeof SCOPE_3_SECTION_KEYS)[number];
export type ProductSectionKey = (typeof PRODUCT_SECTION_KEYS)[number];
export type SectionKey = Scope1SectionKey | Scope2SectionKey | Scope3SectionKey | ProductSectionKey;

export type ScopeKey = 'scope-1' | 'scope-2' | 'scope-3' | 'product';
