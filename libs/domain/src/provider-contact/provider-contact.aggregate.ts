import { type ProviderContactCommand, decideProviderContact } from './provider-contact.decide.js';
import { PROVIDER_CONTACT_EVENT_TYPES } from './provider-contact.events.js';
import {
  evolveProviderContact,
  initialProviderContactState,
  type ProviderContactState,
} from './provider-contact.state.js';

/** What an organization asked of the provider: support requests and offset quote requests. */
export const providerContactAggregate = {
  initialState: initialProviderContactState,
  eventTypes: PROVIDER_CONTACT_EVENT_TYPES,
  evolve: evolveProviderContact,
  decide: (command: ProviderContactCommand, state: ProviderContactState) =>
    decideProviderContact(command, state),
};
