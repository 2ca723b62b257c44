import { type ReductionPlanCommand, decideReductionPlan } from './reduction-plan.decide.js';
import { REDUCTION_PLAN_EVENT_TYPES } from './reduction-plan.events.js';
import { evolveReductionPlan, initialReductionPlanState } from './reduction-plan.state.js';
import {
  decideReductionTarget,
  evolveReductionTarget,
  initialReductionTargetState,
} from './reduction-target.decide.js';
import { REDUCTION_TARGET_EVENT_TYPES } from './reduction-target.events.js';

export const reductionPlanAggregate = {
  initialState: initialReductionPlanState,
  eventTypes: REDUCTION_PLAN_EVENT_TYPES,
  evolve: evolveReductionPlan,
  decide: (command: ReductionPlanCommand, state: typeof initialReductionPlanState) =>
    decideReductionPlan(command, state),
};

export const reductionTargetAggregate = {
  initialState: initialReductionTargetState,
  eventTypes: REDUCTION_TARGET_EVENT_TYPES,
  evolve: evolveReductionTarget,
  decide: decideReductionTarget,
};
