import type { EventStore } from '@ghg/event-store';
import type { DomainEvent, EventFold } from './aggregate.js';
import { foldEvents } from './fold-events.js';

/** A stream as it was read: its state, and the revision the next append to it expects. */
export interface LoadedStream<State, Event extends DomainEvent> {
  readonly streamId: string;
  readonly fold: EventFold<State, Event>;
  readonly state: State;
  /** The stream's last revision (0-based); -1 when it has no events. */
  readonly revision: number;
  /** Global position of the stream's last event; 0n when it has none. */
  readonly position: bigint;
}

/** Reads a stream and folds it from the aggregate's initial state. */
export async function loadStream<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  fold: EventFold<State, Event>,
): Promise<LoadedStream<State, Event>> {
  const recorded = await store.readStream(streamId);
  return {
    streamId,
    fold,
    state: foldEvents(fold, fold.initialState, recorded),
    revision: recorded.length - 1,
    position: recorded.at(-1)?.position ?? 0n,
  };
}

/** A stream the command creates: not read, its append expects that it does not exist yet. */
export function newStream<State, Event extends DomainEvent>(
  streamId: string,
  fold: EventFold<State, Event>,
): LoadedStream<State, Event> {
  return { streamId, fold, state: fold.initialState, revision: -1, position: 0n };
}
