import { everyType } from '../shared/every-type.js';

export const MEASURE_STATUSES = ['planned', 'in-progress', 'done', 'dropped'] as const;
export type MeasureStatus = (typeof MEASURE_STATUSES)[number];

export const isMeasureStatus = (value: unknown): value is MeasureStatus =>
  typeof value === 'string' && (MEASURE_STATUSES as readonly string[]).includes(value);

/** The words of a measure the company wrote itself (module reductionStrategiesCreator). */
export interface CustomMeasureText {
  title: string;
  description: string;
}

/**
 * A measure taken into the company's reduction plan: one of the catalogue (custom null) or one the company wrote.
 * Owner, due date and the expected cut (tonnes CO2e a year) are the company's own; it starts as planned.
 */
export type ReductionMeasureAdopted = {
  type: 'ReductionMeasureAdopted';
  data: {
    organizationId: string;
    measureId: string;
    section: string;
    custom: CustomMeasureText | null;
    owner: string;
    dueDate: string;
    expectedReductionTonnes: number;
    adoptedBy: string;
  };
};

export type ReductionMeasureStatusChanged = {
  type: 'ReductionMeasureStatusChanged';
  data: {
    organizationId: string;
    measureId: string;
    from: MeasureStatus;
    to: MeasureStatus;
    changedBy: string;
  };
};

export type ReductionPlanEvent = ReductionMeasureAdopted | ReductionMeasureStatusChanged;

export const REDUCTION_PLAN_EVENT_TYPES = everyType<ReductionPlanEvent['type']>()([
  'ReductionMeasureAdopted',
  'ReductionMeasureStatusChanged',
]);

/** One stream per organization: a plan has tens of measures, decided together. */
export const reductionPlanStreamId = (organizationId: string): string => `reduction-plan-${organizationId}`;
