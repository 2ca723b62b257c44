import type { ProviderContactEvent } from './provider-contact.events.js';

/** The request ids already recorded: sending again with the same id (a retried click) records nothing. */
export interface ProviderContactState {
  requestIds: ReadonlySet<string>;
}

export const initialProviderContactState: ProviderContactState = { requestIds: new Set() };

export function evolveProviderContact(
  state: ProviderContactState,
  event: ProviderContactEvent,
): ProviderContactState {
  switch (event.type) {
    case 'SupportRequestSubmitted':
    case 'OffsetQuoteRequested':
      return { requestIds: new Set([...state.requestIds, event.data.requestId]) };
  }
}
