import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { answersAggregate } from './answers.aggregate.js';
import { decideAnswerCommand } from './answers.decision.js';
import { decideAnswers } from './answers.decide.js';
import { ANSWER_EVENT_TYPES } from './answers.events.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from './answers.state.js';

/** The context of a member's command in March 2025, with the months provider staff closed. */
const closing = (...blockedPeriods: string[]): AnswerCommandContext => ({
  questionId: 'vehicles',
  role: 'member',
  blockedPeriods: new Set(blockedPeriods),
  currentPeriod: '2025-03',
});
const open = closing();
const februaryBlocked = closing('2025-02');
const values = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 100, unit: 'litres' };
const add = (rowId: string, period: string): AnswerCommand => ({
  type: 'AddRow',
  rowId,
  table: 'vehicle-fuel',
  period,
  values,
});
const given = (commands: AnswerCommand[]): AnswersState =>
  commands.reduce(
    (state, command) => decideAnswers(command, state, open).reduce(evolveAnswers, state),
    initialAnswersState,
  );
/** Rows in January and February 2025 (blocked under februaryBlocked) and one in March. */
const threeRows = given([add('jan', '2025-01'), add('feb', '2025-02'), add('mar', '2025-03')]);
const onlyBlocked = given([add('feb', '2025-02')]);

describe('decideAnswerCommand: the rows of blocked months a command keeps', () => {
  it('delete all and reset count the rows they leave in blocked months, beside their events', () => {
    for (const command of [{ type: 'DeleteAllRows' }, { type: 'ResetSection' }] as const) {
      const decision = decideAnswerCommand(command, threeRows, februaryBlocked);
      expect(decision.keptBlocked).toBe(1);
      expect(decision.events[0]).toMatchObject({ type: 'RowsDeleted', data: { keptBlocked: 1 } });
      expect(decision.events).toEqual(decideAnswers(command, threeRows, februaryBlocked));
    }
  });

  it('counts the kept rows even when nothing else goes (every row in a blocked month)', () => {
    const decision = decideAnswerCommand({ type: 'DeleteAllRows' }, onlyBlocked, februaryBlocked);
    expect(decision).toEqual({ events: [], keptBlocked: 1 });
  });

  it('keeps none when no month is blocked, and for every other command', () => {
    expect(decideAnswerCommand({ type: 'DeleteAllRows' }, threeRows, open).keptBlocked).toBe(0);
    const selected = decideAnswerCommand({ type: 'DeleteRows', rowIds: ['mar'] }, threeRows, februaryBlocked);
    expect(selected.keptBlocked).toBe(0);
    expect(selected.events).toHaveLength(1);
  });

  it('answersAggregate decides with its context and folds only answer events', () => {
    const aggregate = answersAggregate(februaryBlocked);
    expect(aggregate.decide({ type: 'DeleteAllRows' }, onlyBlocked).keptBlocked).toBe(1);
    expect(aggregate.eventTypes).toEqual(ANSWER_EVENT_TYPES);
    expect(aggregate.initialState).toBe(initialAnswersState);
  });
});
