import { type Aggregate, type Decision, type DomainEvent, eventsOf } from './aggregate.js';

/**
 * Several commands decided one after another, each on the state the events before it left (as one person entering
 * them in turn): the events of all, in order. Pure; a refusal throws the domain's error.
 */
export function decideInSequence<State, Command, Event extends DomainEvent, Decided extends Decision<Event>>(
  aggregate: Aggregate<State, Command, Event, Decided>,
  commands: readonly Command[],
  from: State = aggregate.initialState,
): Event[] {
  let state = from;
  const events: Event[] = [];
  for (const command of commands) {
    for (const event of eventsOf(aggregate.decide(command, state))) {
      state = aggregate.evolve(state, event);
      events.push(event);
    }
  }
  return events;
}
