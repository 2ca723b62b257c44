import { describe, expect, it } from 'vitest';
import { firstUnansweredSection, hasNoAnswers, type ScopeProgress } from './first-steps';

const scopes = (statuses: Record<string, Record<string, string>>): ScopeProgress[] =>
  Object.entries(statuses).map(([scope, sections]) => ({
    scope,
    sections: Object.entries(sections).map(([questionId, status]) => ({ questionId, status })),
  }));

const NEW_COMPANY = scopes({
  'scope-1': { 'stationary-combustion': 'notstarted', 'mobile-combustion': 'notstarted' },
  'scope-2': { electricity: 'notstarted' },
  'scope-3': { waste: 'notstarted' },
});
const everyScope = () => true;

describe('hasNoAnswers', () => {
  it('is true for a company that started no section', () => {
    expect(hasNoAnswers(NEW_COMPANY)).toBe(true);
  });

  it('is false as soon as one section is in progress, to fix or completed', () => {
    for (const status of ['inprogress', 'tofix', 'completed'])
      expect(hasNoAnswers(scopes({ 'scope-1': { a: 'notstarted' }, 'scope-3': { waste: status } }))).toBe(
        false,
      );
  });
});

describe('firstUnansweredSection', () => {
  it("is the first section of Scope I for a new company, with its wizard's path", () => {
    expect(firstUnansweredSection(NEW_COMPANY, everyScope)).toEqual({
      scopeNumber: 1,
      questionId: 'stationary-combustion',
      path: '/report/scope-1/stationary-combustion/questions-1',
    });
  });

  it('skips started sections and moves on to the next scope', () => {
    const started = scopes({
      'scope-1': { 'stationary-combustion': 'completed', 'mobile-combustion': 'inprogress' },
      'scope-2': { electricity: 'notstarted' },
    });
    expect(firstUnansweredSection(started, everyScope)?.path).toBe('/report/scope-2/electricity/questions-1');
  });

  it('never points into a scope the plan does not open', () => {
    const onlyScope3Left = scopes({
      'scope-1': { 'stationary-combustion': 'completed' },
      'scope-3': { waste: 'notstarted' },
    });
    expect(firstUnansweredSection(onlyScope3Left, (scope) => scope !== 'scope-3')).toBeNull();
    expect(firstUnansweredSection(onlyScope3Left, everyScope)?.questionId).toBe('waste');
  });
});
