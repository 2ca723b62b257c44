import { decideMagicLink } from './magic-link.decide.js';
import { MAGIC_LINK_EVENT_TYPES } from './magic-link.events.js';
import { evolveMagicLink, initialMagicLinkState } from './magic-link.state.js';

/** A magic link's stream: issued, resent, revoked, used. */
export const magicLinkAggregate = {
  initialState: initialMagicLinkState,
  eventTypes: MAGIC_LINK_EVENT_TYPES,
  evolve: evolveMagicLink,
  decide: decideMagicLink,
};
