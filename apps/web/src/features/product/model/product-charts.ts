import { PRODUCT_DOUGHNUT_COLOURS, PRODUCT_SECTION_COLOURS, PRODUCT_UNKNOWN_COLOUR } from '@ghg/contracts';

export const SECTION_COLOURS = PRODUCT_SECTION_COLOURS;
export const UNKNOWN_COLOUR = PRODUCT_UNKNOWN_COLOUR;
export const DOUGHNUT_COLOURS = PRODUCT_DOUGHNUT_COLOURS;

export const colourOfSection = (key: string): string => SECTION_COLOURS[key] ?? UNKNOWN_COLOUR;

/** Rounds half away from zero (chart values keep 4 decimals, percentages 2). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

/** One bar of the product chart (spec §3 Chart entries): label, percentage, value in tonnes (4 decimals), colour. */
export interface BarEntry {
  key: string;
  label: string;
  percentage: number;
  value: number;
  colour: string;
}

export interface SectionTotal {
  key: string;
  label: string;
  co2eKg: number;
}

/**
 * The bar chart by section (spec §4): built only when the total is above 0; a section whose percentage is 0 is
 * dropped. Values are tonnes with 4 decimals, percentages 2.
 */
export function barEntriesOf(sections: readonly SectionTotal[]): BarEntry[] | null {
  const total = sections.reduce((sum, s) => sum + s.co2eKg, 0);
  if (!(total > 0)) return null;
  return sections
    .map((s) => ({
      key: s.key,
      label: s.label,
      percentage: roundTo((s.co2eKg / total) * 100, 2),
      value: roundTo(s.co2eKg / 1000, 4),
      colour: colourOfSection(s.key),
    }))
    .filter((entry) => entry.percentage > 0);
}

/** The doughnut by subcategory (spec §3): labels, data in tonnes, colours cycling. */
export interface Doughnut {
  labels: string[];
  data: number[];
  percentages: number[];
  colours: string[];
}

export interface SubcategoryLine {
  subcategory: string;
  co2eKg: number;
}

/** Lines grouped by subcategory in first-seen order; null when their total is not above 0 (no chart). */
export function doughnutOf(lines: readonly SubcategoryLine[]): Doughnut | null {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.subcategory, (totals.get(line.subcategory) ?? 0) + line.co2eKg);
  const total = [...totals.values()].reduce((a, b) => a + b, 0);
  if (!(total > 0)) return null;
  const kept = [...totals.entries()].filter(([, kg]) => roundTo((kg / total) * 100, 2) > 0);
  return {
    labels: kept.map(([label]) => label),
    data: kept.map(([, kg]) => roundTo(kg / 1000, 4)),
    percentages: kept.map(([, kg]) => roundTo((kg / total) * 100, 2)),
    colours: kept.map((_, i) => DOUGHNUT_COLOURS[i % DOUGHNUT_COLOURS.length]!),
  };
}
