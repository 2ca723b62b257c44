import fc from 'fast-check';
import { progressOf, statusOfProgress, statusOfQuestions } from './progress.js';
import { QUESTION_STATUSES, statusOfQuestion } from './question-status.js';

describe('question status', () => {
  it('given a question missing from the status map, when read, then it counts as notstarted', () => {
    expect(statusOfQuestion({ q1: 'completed' }, 'q2')).toBe('notstarted');
  });

  it('given a status outside the known keys, when read, then it counts as notstarted', () => {
    expect(statusOfQuestion({ q1: 'archived' }, 'q1')).toBe('notstarted');
  });

  it('given an inherited property name as id, when read, then it is not taken from the prototype', () => {
    expect(statusOfQuestion({}, 'toString')).toBe('notstarted');
  });

  it('has exactly the four status keys of the spec', () => {
    expect(QUESTION_STATUSES).toEqual(['notstarted', 'inprogress', 'tofix', 'completed']);
  });
});

describe('progress', () => {
  it('given 1 of 4 questions completed, when measured, then progress is 25', () => {
    const statuses = { a: 'completed', b: 'inprogress', c: 'notstarted' };
    expect(progressOf(['a', 'b', 'c', 'd'], statuses)).toBe(25);
  });

  it('given no questions, when measured, then progress is 0', () => {
    expect(progressOf([], {})).toBe(0);
  });

  it('given progress 0, 100 and between, when classified, then notstarted, completed and inprogress', () => {
    expect(statusOfProgress(0)).toBe('notstarted');
    expect(statusOfProgress(100)).toBe('completed');
    expect(statusOfProgress(50)).toBe('inprogress');
    expect(statusOfProgress(0.01)).toBe('inprogress');
    expect(statusOfProgress(99.99)).toBe('inprogress');
  });

  it('stays within 0..100 for any set of statuses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...QUESTION_STATUSES, 'unknown'), { maxLength: 40 }),
        (statuses) => {
          const ids = statuses.map((_, i) => `q${i}`);
          const map = Object.fromEntries(ids.map((id, i) => [id, statuses[i]]));
          const progress = progressOf(ids, map);
          return progress >= 0 && progress <= 100;
        },
      ),
    );
  });

  it('classifies every progress value into exactly the spec band', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (p) => {
        const status = statusOfProgress(p);
        if (p === 0) return status === 'notstarted';
        if (p === 100) return status === 'completed';
        return status === 'inprogress';
      }),
    );
  });
});

describe('status of a section', () => {
  it('given all questions completed, when summarised, then completed', () => {
    expect(statusOfQuestions(['a', 'b'], { a: 'completed', b: 'completed' })).toBe('completed');
  });

  it('given only inprogress questions, when summarised, then notstarted because none is completed', () => {
    expect(statusOfQuestions(['a', 'b'], { a: 'inprogress' })).toBe('notstarted');
  });

  it('given some completed questions, when summarised, then inprogress', () => {
    expect(statusOfQuestions(['a', 'b', 'c'], { a: 'completed' })).toBe('inprogress');
  });

  it('given one tofix question among completed ones, when summarised, then tofix wins', () => {
    expect(statusOfQuestions(['a', 'b'], { a: 'completed', b: 'tofix' })).toBe('tofix');
  });

  it('is tofix whenever any question is tofix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...QUESTION_STATUSES), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (statuses, at) => {
          const withFix = [...statuses];
          withFix[at % withFix.length] = 'tofix';
          const ids = withFix.map((_, i) => `q${i}`);
          return statusOfQuestions(ids, Object.fromEntries(ids.map((id, i) => [id, withFix[i]]))) === 'tofix';
        },
      ),
    );
  });
});
