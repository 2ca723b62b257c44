import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import { decideReductionPlan, type ReductionPlanCommand } from './reduction-plan.decide.js';
import { reductionPlanStreamId, type ReductionPlanEvent } from './reduction-plan.events.js';
import { evolveReductionPlan, initialReductionPlanState } from './reduction-plan.state.js';

const ACTOR = { organizationId: 'org-1', actorId: 'user-1', role: 'administrator' as ActorRole };
const COMMITMENT = { owner: 'Jan Kowalski', dueDate: '2027-06-30', expectedReductionTonnes: 4.5 };
const adopt = (data: Record<string, unknown> = {}): ReductionPlanCommand => ({
  type: 'AdoptReductionMeasure',
  data: { ...ACTOR, ...COMMITMENT, measureId: 'electricity-led', ...data },
});
const custom = (data: Record<string, unknown> = {}): ReductionPlanCommand => ({
  type: 'AddCustomReductionMeasure',
  data: {
    ...ACTOR,
    ...COMMITMENT,
    measureId: 'custom-1',
    section: 'heat',
    title: 'Kurtyny powietrzne',
    description: 'Kurtyny nad bramami magazynu',
    ...data,
  },
});
const status = (value: unknown, measureId = 'electricity-led'): ReductionPlanCommand => ({
  type: 'ChangeReductionMeasureStatus',
  data: { ...ACTOR, measureId, status: value },
});

const fold = (events: ReductionPlanEvent[]) => events.reduce(evolveReductionPlan, initialReductionPlanState);
const run = (commands: ReductionPlanCommand[]) => {
  let events: ReductionPlanEvent[] = [];
  for (const c of commands) events = [...events, ...decideReductionPlan(c, fold(events))];
  return events;
};
const refusal = (command: ReductionPlanCommand, events: ReductionPlanEvent[] = []) => {
  try {
    decideReductionPlan(command, fold(events));
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('accepted');
};

describe('the reduction plan', () => {
  it('adopts a catalogue measure with its section, owner, date and expected cut, as planned', () => {
    expect(run([adopt()])).toEqual([
      {
        type: 'ReductionMeasureAdopted',
        data: {
          organizationId: 'org-1',
          measureId: 'electricity-led',
          section: 'electricity',
          custom: null,
          owner: 'Jan Kowalski',
          dueDate: '2027-06-30',
          expectedReductionTonnes: 4.5,
          adoptedBy: 'user-1',
        },
      },
    ]);
    expect(fold(run([adopt()])).statuses.get('electricity-led')).toBe('planned');
    expect(reductionPlanStreamId('org-1')).toBe('reduction-plan-org-1');
  });

  it('records nothing when the measure is adopted again (a retried click)', () => {
    expect(run([adopt(), adopt({ owner: 'Ewa' })])).toHaveLength(1);
  });

  it('moves a measure through its statuses, each change an event with where it came from', () => {
    const events = run([adopt(), status('in-progress'), status('in-progress'), status('done')]);
    expect(events.slice(1).map((e) => e.data)).toEqual([
      expect.objectContaining({ from: 'planned', to: 'in-progress', changedBy: 'user-1' }),
      expect.objectContaining({ from: 'in-progress', to: 'done' }),
    ]);
    expect(fold(run([adopt(), status('dropped')])).statuses.get('electricity-led')).toBe('dropped');
  });

  it('adds a custom measure with its own words', () => {
    const [event] = run([custom()]);
    expect(event).toMatchObject({
      type: 'ReductionMeasureAdopted',
      data: {
        measureId: 'custom-1',
        section: 'heat',
        custom: { title: 'Kurtyny powietrzne', description: 'Kurtyny nad bramami magazynu' },
      },
    });
  });

  it('refuses a bad commitment whole, naming every field', () => {
    expect(
      refusal(adopt({ measureId: 'nope', owner: ' ', dueDate: '2027-02-30', expectedReductionTonnes: -1 })),
    ).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'measureId', code: 'invalid_value' },
        { path: 'owner', code: 'required' },
        { path: 'dueDate', code: 'invalid_format' },
        { path: 'expectedReductionTonnes', code: 'not_a_non_negative_number' },
      ],
    });
    expect(refusal(adopt({ dueDate: undefined, expectedReductionTonnes: null })).fields).toEqual([
      { path: 'dueDate', code: 'required' },
      { path: 'expectedReductionTonnes', code: 'required' },
    ]);
  });

  it('refuses a custom measure of an unknown section, without a title or over 500 characters', () => {
    expect(
      refusal(custom({ section: 'raw-materials', title: '', description: 'x'.repeat(501) })).fields,
    ).toEqual([
      { path: 'section', code: 'invalid_value' },
      { path: 'title', code: 'required' },
      { path: 'description', code: 'too_long' },
    ]);
    expect(run([custom({ description: 'x'.repeat(500) })])).toHaveLength(1);
  });

  it('refuses a status change of a measure not in the plan, and an unknown status', () => {
    expect(refusal(status('done')).code).toBe('MEASURE_NOT_FOUND');
    expect(refusal(status('finished'), run([adopt()]))).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'status', code: 'invalid_value' }],
    });
  });

  it.each<ActorRole>(['auditor', 'provider-staff', 'provider-supervisor'])(
    'refuses %s with FORBIDDEN',
    (role) => {
      expect(refusal(adopt({ role })).code).toBe('FORBIDDEN');
      const change = status('done') as Extract<
        ReductionPlanCommand,
        { type: 'ChangeReductionMeasureStatus' }
      >;
      expect(refusal({ ...change, data: { ...change.data, role } }, run([adopt()])).code).toBe('FORBIDDEN');
    },
  );
});
