import type { Label } from '../emissions/catalogue/labelled.js';
import type { SectionKey } from '../emissions/catalogue/section-keys.js';
import { REDUCTION_SOURCES, type ReductionSourceKey } from './reduction-sources.js';

export const COST_CLASSES = ['low', 'medium', 'high'] as const;
/** low: under ~10 000 PLN or none (behaviour, settings); medium: up to ~100 000 PLN; high: above. */
export type CostClass = (typeof COST_CLASSES)[number];

/** One concrete measure: what to do, by how much it typically cuts its section's emissions, at what cost. */
export interface ReductionMeasure {
  readonly id: string;
  readonly title: Label;
  readonly description: Label;
  /** Indicative cut of the section's emissions, in per cent (min ≤ max). */
  readonly reductionPercent: { readonly min: number; readonly max: number };
  readonly costClass: CostClass;
  readonly source: { readonly key: ReductionSourceKey; readonly name: string; readonly url: string };
}

/** Spec §3 "Reduction plan item": id, relatedSection, title, description list (the measures). */
export interface ReductionPlanItem {
  readonly id: string;
  readonly relatedSection: SectionKey;
  readonly title: Label;
  readonly description: readonly ReductionMeasure[];
}

/** Builds one measure of the catalogue; the source is looked up so its name and address are written once. */
export function measure(
  id: string,
  title: [pl: string, en: string],
  description: [pl: string, en: string],
  range: [min: number, max: number],
  costClass: CostClass,
  source: ReductionSourceKey,
): ReductionMeasure {
  return {
    id,
    title: { pl: title[0], en: title[1] },
    description: { pl: description[0], en: description[1] },
    reductionPercent: { min: range[0], max: range[1] },
    costClass,
    source: { key: source, ...REDUCTION_SOURCES[source] },
  };
}
