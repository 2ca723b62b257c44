/** Reduction plans (cards per section, the company's plan, its history) and the reduction target. */
export const reductionSdl = /* GraphQL */ `
  extend type Query {
    "Cards per section of the latest year with emissions, largest first; scope -1 (all, default), 1, 2 or 3."
    reductionPlans(scope: Int): ReductionPlans!
    "Every change of the reduction plan, newest first."
    reductionPlanHistory: [ReductionPlanHistoryEntry!]!
    "The reduction target with its progress by year and the base-year recalculation flag (5 %)."
    reductionTarget: ReductionTarget!
  }

  extend type Mutation {
    "Adopts a catalogue measure into the plan (owner, dueDate YYYY-MM-DD, expected cut in t CO2e a year)."
    adoptReductionMeasure(input: AdoptReductionMeasureInput!): ReductionCommandResult!
    "Adds a measure of the company's own (module reductionStrategiesCreator); measureId makes a retry a no-op."
    addCustomReductionMeasure(input: CustomReductionMeasureInput!): ReductionCommandResult!
    "status: planned, in-progress, done or dropped."
    changeReductionMeasureStatus(measureId: String!, status: String!): ReductionCommandResult!
    "Base and target year, the cut in per cent for Scope 1+2 and (optionally) Scope 3."
    setReductionTarget(input: ReductionTargetInput!): ReductionCommandResult!
  }

  input AdoptReductionMeasureInput {
    measureId: String!
    owner: String
    dueDate: String
    expectedReductionTonnes: Float
  }

  input CustomReductionMeasureInput {
    measureId: String
    section: String
    title: String
    description: String
    owner: String
    dueDate: String
    expectedReductionTonnes: Float
  }

  input ReductionTargetInput {
    baseYear: Int
    targetYear: Int
    scope12Percent: Float
    scope3Percent: Float
  }
`;
