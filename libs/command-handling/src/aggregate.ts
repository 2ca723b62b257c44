/** An event as the domain decides it: the type names it, the data carries it. */
export interface DomainEvent {
  readonly type: string;
  readonly data: unknown;
}

/** How a stream's events make a state. `eventTypes` names every event of the union, so a stored event is folded
 * only as one of the aggregate's own events, checked by its type, never cast. */
export interface EventFold<State, Event extends DomainEvent> {
  readonly initialState: State;
  readonly eventTypes: readonly Event['type'][];
  evolve(state: State, event: Event): State;
}

/** What decide answers: its events, or its events with what else the command came to (rows kept, say). */
export type Decision<Event extends DomainEvent> = readonly Event[] | { readonly events: readonly Event[] };

/** An aggregate as the domain defines it: pure decide and evolve over one stream of its own events. */
export interface Aggregate<
  State,
  Command,
  Event extends DomainEvent,
  Decided extends Decision<Event> = readonly Event[],
> extends EventFold<State, Event> {
  decide(command: Command, state: State): Decided;
}

/** The events of a decision, whichever form decide answered in. */
export function eventsOf<Event extends DomainEvent>(decision: Decision<Event>): readonly Event[] {
  return 'events' in decision ? decision.events : decision;
}
