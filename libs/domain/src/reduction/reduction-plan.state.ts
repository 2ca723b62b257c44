import type { MeasureStatus, ReductionPlanEvent } from './reduction-plan.events.js';

export interface ReductionPlanState {
  /** The status of every measure in the plan, by measure id. */
  statuses: ReadonlyMap<string, MeasureStatus>;
}

export const initialReductionPlanState: ReductionPlanState = { statuses: new Map() };

export function evolveReductionPlan(
  state: ReductionPlanState,
  event: ReductionPlanEvent,
): ReductionPlanState {
  const statuses = new Map(state.statuses);
  switch (event.type) {
    case 'ReductionMeasureAdopted':
      statuses.set(event.data.measureId, 'planned');
      return { statuses };
    case 'ReductionMeasureStatusChanged':
      statuses.set(event.data.measureId, event.data.to);
      return { statuses };
  }
}
