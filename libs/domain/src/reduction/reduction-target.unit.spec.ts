import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import {
  decideReductionTarget,
  evolveReductionTarget,
  initialReductionTargetState,
  type SetReductionTarget,
} from './reduction-target.decide.js';
import { baseYearCheck, targetTrajectory } from './reduction-target-progress.js';

const BASE = { scope12: 100, scope3: 400 };
const set = (data: Partial<SetReductionTarget['data']> = {}): SetReductionTarget => ({
  type: 'SetReductionTarget',
  data: {
    organizationId: 'org-1',
    actorId: 'user-1',
    role: 'administrator',
    baseYear: 2024,
    targetYear: 2030,
    scope12Percent: 42,
    scope3Percent: 25,
    baseYearTonnes: BASE,
    currentYear: 2026,
    ...data,
  },
});
const fields = (command: SetReductionTarget) => {
  try {
    decideReductionTarget(command, initialReductionTargetState);
  } catch (error) {
    if (error instanceof DomainError) return error.code === 'VALIDATION_ERROR' ? error.fields : error.code;
    throw error;
  }
  throw new Error('accepted');
};

describe('setting a reduction target', () => {
  it('records the years, the percentages per scope group and the base year as it stands', () => {
    expect(decideReductionTarget(set(), initialReductionTargetState)).toEqual([
      {
        type: 'ReductionTargetSet',
        data: {
          organizationId: 'org-1',
          baseYear: 2024,
          targetYear: 2030,
          scope12Percent: 42,
          scope3Percent: 25,
          baseYearTonnes: BASE,
          setBy: 'user-1',
        },
      },
    ]);
  });

  it('records nothing for the same target again, and a change as a new event', () => {
    const state = decideReductionTarget(set(), initialReductionTargetState).reduce(
      evolveReductionTarget,
      initialReductionTargetState,
    );
    expect(decideReductionTarget(set(), state)).toEqual([]);
    expect(decideReductionTarget(set({ scope3Percent: null }), state)).toHaveLength(1);
  });

  it('refuses wrong years and percentages whole, naming each', () => {
    expect(fields(set({ baseYear: 2027, targetYear: 2101, scope12Percent: 0, scope3Percent: 120 }))).toEqual([
      { path: 'baseYear', code: 'out_of_range' },
      { path: 'targetYear', code: 'out_of_range' },
      { path: 'scope12Percent', code: 'out_of_range' },
      { path: 'scope3Percent', code: 'out_of_range' },
    ]);
    expect(fields(set({ baseYear: 2025, targetYear: 2025 }))).toEqual([
      { path: 'targetYear', code: 'invalid_period_range' },
    ]);
    expect(fields(set({ baseYear: '2024', targetYear: undefined, scope12Percent: '42' }))).toEqual([
      { path: 'baseYear', code: 'required' },
      { path: 'targetYear', code: 'required' },
      { path: 'scope12Percent', code: 'invalid_value' },
    ]);
    expect(fields(set({ baseYear: 1989 }))).toEqual([{ path: 'baseYear', code: 'out_of_range' }]);
    expect(fields(set({ baseYearTonnes: { scope12: 0, scope3: 0 } }))).toEqual([
      { path: 'baseYear', code: 'no_data_for_period' },
    ]);
  });

  it.each<ActorRole>(['auditor', 'provider-staff'])('refuses %s', (role) => {
    expect(fields(set({ role }))).toBe('FORBIDDEN');
  });
});

describe('the target trajectory', () => {
  it('falls in equal steps from the base year to the target', () => {
    const path = targetTrajectory(
      { baseYear: 2024, targetYear: 2026, scope12Percent: 50, scope3Percent: 25 },
      BASE,
    );
    expect(path).toEqual([
      { year: 2024, scope12: 100, scope3: 400, total: 500 },
      { year: 2025, scope12: 75, scope3: 350, total: 425 },
      { year: 2026, scope12: 50, scope3: 300, total: 350 },
    ]);
  });

  it('leaves Scope 3 off the line without a Scope 3 target', () => {
    const [first, last] = targetTrajectory(
      { baseYear: 2024, targetYear: 2025, scope12Percent: 10, scope3Percent: null },
      BASE,
    );
    expect(first).toEqual({ year: 2024, scope12: 100, scope3: null, total: 100 });
    expect(last?.total).toBeCloseTo(90, 9);
  });
});

describe('the base-year recalculation flag (GHG Protocol, 5 %)', () => {
  const target = { baseYear: 2024, targetYear: 2030, scope12Percent: 42, scope3Percent: 25 };

  it('stays down for a change of 5 % or less, and is raised above it', () => {
    expect(baseYearCheck(target, BASE, { scope12: 105, scope3: 381 }).recalculationNeeded).toBe(false);
    const moved = baseYearCheck(target, BASE, { scope12: 105.5, scope3: 400 });
    expect(moved.recalculationNeeded).toBe(true);
    expect(moved.changePercent.scope12).toBeCloseTo(5.5, 9);
    expect(baseYearCheck(target, BASE, { scope12: 100, scope3: 379 }).recalculationNeeded).toBe(true);
  });

  it('ignores Scope 3 when it has no target', () => {
    const noScope3 = { ...target, scope3Percent: null };
    expect(baseYearCheck(noScope3, BASE, { scope12: 100, scope3: 900 })).toEqual({
      recalculationNeeded: false,
      changePercent: { scope12: 0, scope3: null },
    });
  });

  it('raises it when a group recorded as zero now has emissions', () => {
    expect(
      baseYearCheck(target, { scope12: 0, scope3: 400 }, { scope12: 3, scope3: 400 }).recalculationNeeded,
    ).toBe(true);
  });
});
