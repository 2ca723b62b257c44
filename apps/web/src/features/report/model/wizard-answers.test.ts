import { describe, expect, it } from 'vitest';
import { answeredStepOf, currentAnswers, settledSteps, stepUnanswered } from './wizard-answers';

const EMPTY = { initialAnswer: null, path: null, greenEnergy: null };

describe('wizard answers', () => {
  it('knows which step a one-choice command answers', () => {
    expect(answeredStepOf({ type: 'AnswerInitialQuestion', answer: 'yes' })).toEqual({
      step: 'initial-question',
      value: 'yes',
    });
    expect(answeredStepOf({ type: 'ChoosePath', path: 'detailed' })).toEqual({
      step: 'choose-path',
      value: 'detailed',
    });
    expect(answeredStepOf({ type: 'AnswerGreenEnergy', answer: 'no' })).toEqual({
      step: 'green-energy',
      value: 'no',
    });
    expect(answeredStepOf({ type: 'ChooseItems', items: ['a'] })).toBeNull();
  });

  it('counts an answer the server took while the sheet is still the old one (no "required" then)', () => {
    const answers = currentAnswers(EMPTY, { 'initial-question': 'yes' });
    expect(answers['initial-question']).toBe('yes');
    expect(stepUnanswered('initial-question', answers)).toBe(false);
    expect(stepUnanswered('choose-path', answers)).toBe(true);
  });

  it("prefers the sheet's answer once it has one", () => {
    const answers = currentAnswers({ ...EMPTY, path: 'summarized' }, { 'choose-path': 'detailed' });
    expect(answers['choose-path']).toBe('summarized');
    expect(stepUnanswered('choose-path', answers)).toBe(false);
  });

  it('never asks for an answer on steps without a single choice', () => {
    const answers = currentAnswers(EMPTY, {});
    expect(stepUnanswered('data-entry', answers)).toBe(false);
    expect(stepUnanswered('choose-items', answers)).toBe(false);
    expect(stepUnanswered('green-energy', answers)).toBe(true);
  });

  it('forgets a sent answer once the sheet holds one', () => {
    expect(
      settledSteps(
        { ...EMPTY, initialAnswer: 'yes' },
        { 'initial-question': 'yes', 'choose-path': 'detailed' },
      ),
    ).toEqual(['initial-question']);
    expect(settledSteps(EMPTY, { 'green-energy': 'no' })).toEqual([]);
  });
});
