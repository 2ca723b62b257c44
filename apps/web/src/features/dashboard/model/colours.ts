import type { ScopeNumberKey } from '@ghg/contracts';

/** Spec §9 scope colours. */
export const SCOPE_COLOURS: Record<ScopeNumberKey, string> = {
  scope1: '#7C9A21',
  scope2: '#D87E2C',
  scope3: '#2C71D8',
};

/** Spec §9: doughnut segments take these in turn. */
export const DOUGHNUT_CYCLE = ['#7C9A21', '#A2C23F', '#F7BB49', '#D87E2C'] as const;

/** Spec §9: the categories with a colour of their own (the rest get a generated one). */
export const CATEGORY_COLOURS: Readonly<Record<string, string>> = {
  vehicles: '#7C9A21',
  electricity: '#D87E2C',
  heat: '#F7BB49',
  upstream: '#2C71D8',
  'purchased-goods': '#2E5B9A',
  travels: '#A2C23F',
  'employee-commuting': '#5AA7A0',
  'use-sold-products': '#193B68',
  'downstream-transportation': '#8E5BB5',
  'raw-materials': '#A2C23F',
};

/** FNV-1a: the same key gives the same number in every browser and on every reload. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/**
 * A category's colour: the fixed one, else one derived from its key. The spec's old app drew a random colour
 * each time; a hash keeps the same category the same colour across reloads, charts and users.
 */
export function categoryColour(category: string): string {
  const fixed = CATEGORY_COLOURS[category];
  if (fixed) return fixed;
  const h = hash(category);
  // Mid saturation and lightness keep white labels readable on every hue.
  return hslToHex(h % 360, 45 + ((h >>> 9) % 20), 38 + ((h >>> 17) % 12));
}
