import type { AnswerCommandInput, WizardStepKey } from '@ghg/contracts';

/** The wizard steps answered by one choice, and what the sheet holds of each. */
export type SingleChoiceStep = 'initial-question' | 'choose-path' | 'green-energy';
export type StepAnswers = Partial<Record<SingleChoiceStep, string>>;

interface SheetAnswers {
  initialAnswer: string | null;
  path: string | null;
  greenEnergy: string | null;
}

/** The step a one-choice command answers, with its value; null for every other command. */
export function answeredStepOf(
  command: AnswerCommandInput,
): { step: SingleChoiceStep; value: string } | null {
  switch (command.type) {
    case 'AnswerInitialQuestion':
      return { step: 'initial-question', value: command.answer };
    case 'ChoosePath':
      return { step: 'choose-path', value: command.path };
    case 'AnswerGreenEnergy':
      return { step: 'green-energy', value: command.answer };
    default:
      return null;
  }
}

/**
 * The answers as the person sees them: the sheet's, or one the server took a moment ago while the sheet is still
 * being read again (read-your-writes). Without the second, a quick (or double) click on "Next" right after a
 * choice was refused as unanswered although the choice was shown and saved.
 */
export function currentAnswers(
  sheet: SheetAnswers,
  sent: StepAnswers,
): Record<SingleChoiceStep, string | null> {
  return {
    'initial-question': sheet.initialAnswer ?? sent['initial-question'] ?? null,
    'choose-path': sheet.path ?? sent['choose-path'] ?? null,
    'green-energy': sheet.greenEnergy ?? sent['green-energy'] ?? null,
  };
}

/** Steps whose sent answer the sheet now holds (as any answer): the sent one is no longer needed. */
export function settledSteps(sheet: SheetAnswers, sent: StepAnswers): SingleChoiceStep[] {
  const held: Record<SingleChoiceStep, string | null> = {
    'initial-question': sheet.initialAnswer,
    'choose-path': sheet.path,
    'green-energy': sheet.greenEnergy,
  };
  return (Object.keys(sent) as SingleChoiceStep[]).filter((step) => held[step] !== null);
}

/** Whether "Next" must say 'This field is required' on this step. */
export function stepUnanswered(
  step: WizardStepKey,
  answers: Record<SingleChoiceStep, string | null>,
): boolean {
  return (
    (step === 'initial-question' || step === 'choose-path' || step === 'green-energy') &&
    answers[step] === null
  );
}
