import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import type { DataSharingEvent } from './data-sharing.events.js';

export interface DataSharingState {
  consented: boolean;
  /** Whether a consent was ever recorded: the first consent's change reads null → given. */
  everDecided: boolean;
}

export const initialDataSharingState: DataSharingState = { consented: false, everDecided: false };

export type DataSharingCommand =
  | { type: 'ConsentToDataSharing'; data: { organizationId: string; role: ActorRole } }
  | { type: 'WithdrawDataSharing'; data: { organizationId: string; role: ActorRole } };

export function evolveDataSharing(state: DataSharingState, event: DataSharingEvent): DataSharingState {
  switch (event.type) {
    case 'DataSharingConsented':
      return { consented: true, everDecided: true };
    case 'DataSharingWithdrawn':
      return { consented: false, everDecided: true };
  }
}

/**
 * Only the company's administrator decides what the company shares. Giving a consent already given (or
 * withdrawing one not given) records nothing: a repeated click is not a second event in the audit trail.
 */
export function decideDataSharing(command: DataSharingCommand, state: DataSharingState): DataSharingEvent[] {
  const { organizationId, role } = command.data;
  if (role !== 'administrator') {
    throw new DomainError('FORBIDDEN', 'Only the company administrator decides on sharing data');
  }
  const before = state.everDecided ? (state.consented ? 'given' : 'withdrawn') : null;
  if (command.type === 'ConsentToDataSharing') {
    if (state.consented) return [];
    return [
      {
        type: 'DataSharingConsented',
        data: { organizationId, changes: [{ field: 'dataSharing', before, after: 'given' }] },
      },
    ];
  }
  if (!state.consented) return [];
  return [
    {
      type: 'DataSharingWithdrawn',
      data: { organizationId, changes: [{ field: 'dataSharing', before, after: 'withdrawn' }] },
    },
  ];
}
