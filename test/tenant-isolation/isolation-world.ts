import type { EventStore } from '@ghg/event-store';
import type { BData } from './enter-b-data.js';
import type { Session } from './session.js';

/** Everything a case needs to build its calls: A's side (who calls) and B's ids (what they name). */
export interface IsolationWorld {
  store: EventStore;
  a: {
    organizationId: string;
    /** One signed-in person per role of A (the demo company's people); every case is called by each. */
    people: Session[];
    /** The revision of A's sheet now, so a command naming B's row reaches the row check, not a conflict. */
    revisionOf(questionId: string): Promise<number>;
  };
  b: BData & {
    organizationId: string;
    userIds: string[];
    blockedPeriod: string;
    /** The provider's interaction id of a sign-in B's administrator started and has not finished. */
    pendingInteractionUid: string;
    /** B's stored session hashes (auth.sessions.id_hash): what a thief of the table would try as a cookie. */
    sessionHashes: string[];
  };
}
