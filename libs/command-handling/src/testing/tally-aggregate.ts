import type { Aggregate } from '../aggregate.js';

/** A small aggregate for the library's own tests: a tally that counts up and can be cleared. */
export type TallyEvent =
  { type: 'Counted'; data: { amount: number } } | { type: 'Cleared'; data: { before: number } };
export type TallyCommand = { type: 'Count'; amount: number } | { type: 'Clear' };
export interface TallyState {
  total: number;
}
/** Decide's answer carries what the tally stood at, beside its events. */
export interface TallyDecision {
  events: TallyEvent[];
  before: number;
}

export class TallyRefused extends Error {}

export const tallyAggregate: Aggregate<TallyState, TallyCommand, TallyEvent, TallyDecision> = {
  initialState: { total: 0 },
  eventTypes: ['Counted', 'Cleared'],
  evolve: (state, event) => {
    switch (event.type) {
      case 'Counted':
        return { total: state.total + event.data.amount };
      case 'Cleared':
        return { total: 0 };
    }
  },
  decide: (command, state) => {
    const before = state.total;
    if (command.type === 'Clear')
      return { events: before === 0 ? [] : [{ type: 'Cleared', data: { before } }], before };
    if (command.amount < 0) throw new TallyRefused('a tally only counts up');
    return {
      events: command.amount === 0 ? [] : [{ type: 'Counted', data: { amount: command.amount } }],
      before,
    };
  },
};
