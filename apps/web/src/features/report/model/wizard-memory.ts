/**
 * Where the user was in each section's wizard. Module state outlives the page component, so leaving a section
 * and coming back (spec §2: scope question pages stay alive) lands on the same step, table and selection.
 */
export interface WizardPlace {
  step: number;
  table: string | null;
  selected: readonly string[];
  fullScreen: boolean;
  /** Choices made on a multiple-choice step and not sent yet (they are sent by 'Next'). */
  pending: Readonly<Record<string, readonly string[]>>;
}

const places = new Map<string, WizardPlace>();
const FIRST: WizardPlace = { step: 0, table: null, selected: [], fullScreen: false, pending: {} };

export function wizardPlace(questionId: string): WizardPlace {
  return places.get(questionId) ?? FIRST;
}

export function rememberWizardPlace(questionId: string, change: Partial<WizardPlace>): WizardPlace {
  const next = { ...wizardPlace(questionId), ...change };
  places.set(questionId, next);
  return next;
}

export function forgetWizardPlaces(): void {
  places.clear();
}
