import { CATALOGUE_MEASURES, REDUCTION_PLAN_ITEMS } from './reduction-catalogue.js';
import type { ReductionMeasure, ReductionPlanItem } from './reduction-measure.js';

export type ReductionScope = 'scope-1' | 'scope-2' | 'scope-3';
/** The scope filter of the cards: -1 all, else the scope's number (spec §2 filters use -1 for all). */
export const REDUCTION_SCOPE_FILTERS = [-1, 1, 2, 3] as const;
export type ReductionScopeFilter = (typeof REDUCTION_SCOPE_FILTERS)[number];

export const isReductionScopeFilter = (value: unknown): value is ReductionScopeFilter =>
  (REDUCTION_SCOPE_FILTERS as readonly unknown[]).includes(value);

/** One section's emissions over the year the cards are about (tonnes CO2e). */
export interface SectionEmission {
  section: string;
  scope: ReductionScope;
  tonnes: number;
}

export interface ExpectedReduction {
  min: number;
  max: number;
  /** The middle of the range: what 'Best for you' compares. */
  mid: number;
}

export interface RankedMeasure {
  measure: ReductionMeasure;
  expectedTonnes: ExpectedReduction;
}

/** Spec §3 plan entry for display: section, value, scope, with the section's plan item and measures. */
export interface ReductionCard {
  section: string;
  scope: ReductionScope;
  tonnes: number;
  item: ReductionPlanItem | null;
  measures: RankedMeasure[];
}

const SCOPE_NUMBER: Record<ReductionScope, number> = { 'scope-1': 1, 'scope-2': 2, 'scope-3': 3 };

/** A measure's cut of a section of this size, in tonnes. */
export function expectedReduction(measure: ReductionMeasure, sectionTonnes: number): ExpectedReduction {
  const { min, max } = measure.reductionPercent;
  return {
    min: (sectionTonnes * min) / 100,
    max: (sectionTonnes * max) / 100,
    mid: (sectionTonnes * (min + max)) / 200,
  };
}

const itemBySection = new Map(REDUCTION_PLAN_ITEMS.map((item) => [item.relatedSection as string, item]));

/**
 * One card per section with emissions, largest value first (equal values by section key, so the order is
 * stable), narrowed to one scope unless the filter is -1. Measures keep the catalogue's order.
 */
export function reductionCards(
  emissions: readonly SectionEmission[],
  scopeFilter: ReductionScopeFilter,
): ReductionCard[] {
  return emissions
    .filter((e) => e.tonnes > 0)
    .filter((e) => scopeFilter === -1 || SCOPE_NUMBER[e.scope] === scopeFilter)
    .sort((a, b) => b.tonnes - a.tonnes || a.section.localeCompare(b.section))
    .map((e) => {
      const item = itemBySection.get(e.section) ?? null;
      return {
        section: e.section,
        scope: e.scope,
        tonnes: e.tonnes,
        item,
        measures: (item?.description ?? []).map((measure) => ({
          measure,
          expectedTonnes: expectedReduction(measure, e.tonnes),
        })),
      };
    });
}

/**
 * 'Best for you': the catalogue measure with the largest expected cut (middle of its range) for this company's
 * sections, whatever the scope filter shows. Null when no section with emissions has a measure. A tie keeps the
 * measure of the larger section, then the catalogue's order.
 */
export function bestForYou(emissions: readonly SectionEmission[]): RankedMeasure | null {
  let best: RankedMeasure | null = null;
  for (const card of reductionCards(emissions, -1))
    for (const ranked of card.measures)
      if (best === null || ranked.expectedTonnes.mid > best.expectedTonnes.mid) best = ranked;
  return best;
}

export const isCatalogueMeasure = (measureId: string): boolean => CATALOGUE_MEASURES.has(measureId);
