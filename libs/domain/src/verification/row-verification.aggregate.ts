import { decideRowVerification } from './row-verification.decide.js';
import { ROW_VERIFICATION_EVENT_TYPES } from './row-verification.events.js';
import { evolveRowVerification, initialRowVerificationState } from './row-verification.state.js';

/** The organization's rows in the verification workflow, one stream (`row-verification-{organizationId}`). */
export const rowVerificationAggregate = {
  initialState: initialRowVerificationState,
  eventTypes: ROW_VERIFICATION_EVENT_TYPES,
  evolve: evolveRowVerification,
  decide: decideRowVerification,
};
