import { everyType } from '../shared/every-type.js';

/** Tonnes CO2e of a year by scope group: a target is set for Scope 1+2 and, separately, for Scope 3. */
export interface ScopeGroupTonnes {
  scope12: number;
  scope3: number;
}

/**
 * The company's reduction target: cut each scope group by its percentage between the base year and the target
 * year. The base year's emissions as they stood when the target was set are kept with it: a later change that
 * moves them by more than 5 % flags the base year for recalculation (GHG Protocol base-year policy).
 * scope3Percent null: no Scope 3 target.
 */
export type ReductionTargetSet = {
  type: 'ReductionTargetSet';
  data: {
    organizationId: string;
    baseYear: number;
    targetYear: number;
    scope12Percent: number;
    scope3Percent: number | null;
    baseYearTonnes: ScopeGroupTonnes;
    setBy: string;
  };
};

export type ReductionTargetEvent = ReductionTargetSet;

export const REDUCTION_TARGET_EVENT_TYPES = everyType<ReductionTargetEvent['type']>()(['ReductionTargetSet']);

export const reductionTargetStreamId = (organizationId: string): string =>
  `reduction-target-${organizationId}`;
