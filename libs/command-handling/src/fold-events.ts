import type { RecordedEvent } from '@ghg/event-store';
import type { DomainEvent, EventFold } from './aggregate.js';

/**
 * Folds stored events onto `from` with the aggregate's evolve. An event whose type is not one of the aggregate's
 * (a stream never holds one, but the store cannot promise it) is passed over rather than handed to evolve.
 */
export function foldEvents<State, Event extends DomainEvent>(
  fold: EventFold<State, Event>,
  from: State,
  recorded: readonly RecordedEvent[],
): State {
  const own = new Set<string>(fold.eventTypes);
  const isOwn = (event: RecordedEvent): event is RecordedEvent & Event => own.has(event.type);
  return recorded.filter(isOwn).reduce((state, event) => fold.evolve(state, event), from);
}
