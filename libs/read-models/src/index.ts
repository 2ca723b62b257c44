export type { ReadModel, TriggerMaintainedTable } from './catalogue/read-model.js';
export { PROJECTION_NAMES, READ_MODELS } from './catalogue/read-model-catalogue.js';
export { toPosition } from './checkpoints/log-position.js';
export { readCheckpoint, readCheckpoints } from './checkpoints/checkpoint-positions.js';
export { waitForProjections, type WaitForProjectionsOptions } from './checkpoints/wait-for-projections.js';
export type {
  AnswerRowRecord,
  AnswerSheetRecord,
  EmissionLineRecord,
  QuestionStatusRecord,
} from './answers/answer-tables.js';
export { answerRowOf, answersStateOf } from './answers/answers-state-of.js';
export { emissionViewOf } from './answers/emission-view-of.js';
export {
  type ProductRecord,
  type ProductRowRecord,
  type ProductSheetRecord,
  type ProductSheetStateJson,
  productSheetJsonOf,
  productSheetStateOf,
} from './products/product-tables.js';
