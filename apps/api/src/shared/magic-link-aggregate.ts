import {
  decideMagicLink,
  decideUser,
  evolveMagicLink,
  evolveUser,
  initialMagicLinkState,
  initialUserState,
  type MagicLinkCommand,
  type MagicLinkEvent,
  type MagicLinkState,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@ghg/domain';
import type { Aggregate } from './stream-command.js';

export const magicLinkAggregate: Aggregate<MagicLinkState, MagicLinkCommand, MagicLinkEvent> = {
  initialState: initialMagicLinkState,
  evolve: evolveMagicLink,
  decide: decideMagicLink,
};

export const userAggregate: Aggregate<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
