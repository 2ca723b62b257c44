import { DomainError } from '../shared/domain-error.js';
import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { decideAnswers } from './answers.decide.js';
import { evolveAnswers, initialAnswersState } from './answers.state.js';

const withLocations: AnswerCommandContext = {
  questionId: 'vehicles',
  role: 'member',
  blockedPeriods: new Set(),
  currentPeriod: '2025-03',
  locationIds: new Set(['it', 'finance']),
};
const diesel = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 100, unit: 'litres' };
const add = (values: Record<string, string | number | null>): AnswerCommand => ({
  type: 'AddRow',
  rowId: 'r1',
  table: 'vehicle-fuel',
  period: '2025-03',
  values,
});
const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('rows assigned to a location (locations as departments)', () => {
  it('keeps the location of a row, and moves it to another', () => {
    const added = decideAnswers(add({ ...diesel, locationId: 'it' }), initialAnswersState, withLocations);
    expect(added[0]).toMatchObject({ type: 'RowAdded', data: { row: { values: { locationId: 'it' } } } });
    const state = added.reduce(evolveAnswers, initialAnswersState);
    const moved = decideAnswers(
      { type: 'UpdateRow', rowId: 'r1', values: { locationId: 'finance' } },
      state,
      withLocations,
    );
    expect(moved[0]).toMatchObject({
      type: 'RowUpdated',
      data: {
        values: { locationId: 'finance' },
        changes: [{ field: 'locationId', before: 'it', after: 'finance' }],
      },
    });
  });

  it("refuses a location that is not the organization's, and says when it has none at all", () => {
    expect(
      fieldsOf(() => decideAnswers(add({ ...diesel, locationId: 'hr' }), initialAnswersState, withLocations)),
    ).toEqual([{ path: 'values.locationId', code: 'invalid_value' }]);
    const none = { ...withLocations, locationIds: new Set<string>() };
    expect(
      fieldsOf(() => decideAnswers(add({ ...diesel, locationId: 'it' }), initialAnswersState, none)),
    ).toEqual([{ path: 'values.locationId', code: 'no_locations' }]);
  });

  it('leaves rows without a location as they were', () => {
    const events = decideAnswers(add(diesel), initialAnswersState, {
      ...withLocations,
      locationIds: undefined,
    });
    expect(events[0]).toMatchObject({ type: 'RowAdded', data: { row: { values: diesel } } });
  });
});
