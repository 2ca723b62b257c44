/**
 * Spec §9 product chart colours, shared by the web charts and the PDF one-pager. Processing has no colour of its
 * own in the spec, so it takes the unknown colour.
 */
export const PRODUCT_SECTION_COLOURS: Readonly<Record<string, string>> = {
  'raw-materials': '#A2C23F',
  production: '#F6BB48',
  'transport-and-distribution': '#D87E2C',
  use: '#2E5B9A',
  disposal: '#193B68',
};
export const PRODUCT_UNKNOWN_COLOUR = '#000000';
/** Spec §9: doughnut colours cycle through these four. */
export const PRODUCT_DOUGHNUT_COLOURS = ['#7C9A21', '#A2C23F', '#F7BB49', '#D87E2C'] as const;
