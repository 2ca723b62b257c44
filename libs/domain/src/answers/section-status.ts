import { type SectionDefinition, type WizardStep } from '../emissions/catalogue/section-definition.js';
import { type QuestionStatus } from '../rules/progress/question-status.js';
import type { AnswersState } from './answers.state.js';

/** How one row came out: still missing values, calculable but failing (data to fix), or calculated. */
export type RowOutcome = 'incomplete' | 'error' | 'ok';

/** Row badges the tables show (spec §4); the ones without a transition in the spec are not produced here. */
export type RowBadge = 'to-complete' | 'error' | 'estimated' | 'completed';

export function rowBadgeOf(outcome: RowOutcome, estimated: boolean): RowBadge {
  if (outcome === 'incomplete') return 'to-complete';
  if (outcome === 'error') return 'error';
  return estimated ? 'estimated' : 'completed';
}

export interface SectionProgress {
  readonly status: QuestionStatus;
  /** Share of the wizard's steps done, 0-100. */
  readonly progress: number;
}

/**
 * Status of one section sheet. No initial answer: notstarted. 'No': nothing to report, completed. 'Yes': each
 * wizard step counts once it is answered, the data step once it has rows and all of them are calculated; a row
 * that cannot be calculated makes the section 'To fix' whatever else is done.
 */
export function sectionProgressOf(
  section: SectionDefinition,
  state: AnswersState,
  outcomes: readonly RowOutcome[],
): SectionProgress {
  if (state.initialAnswer === null) return { status: 'notstarted', progress: 0 };
  if (state.initialAnswer === 'no') return { status: 'completed', progress: 100 };
  const done = section.steps.filter((step) => stepDone(step, state, outcomes)).length;
  const progress = (done / section.steps.length) * 100;
  if (outcomes.includes('error')) return { status: 'tofix', progress };
  return { status: progress >= 100 ? 'completed' : 'inprogress', progress };
}

function stepDone(step: WizardStep, state: AnswersState, outcomes: readonly RowOutcome[]): boolean {
  switch (step) {
    case 'initial-question':
      return state.initialAnswer !== null;
    case 'choose-items':
      return state.items.length > 0;
    case 'choose-fuels':
    case 'choose-refrigerants':
      return state.fuels.length > 0;
    case 'choose-path':
      return state.path !== null;
    case 'data-entry':
      return outcomes.length > 0 && outcomes.every((o) => o === 'ok');
    case 'green-energy':
      return state.greenEnergy !== null;
  }
}
