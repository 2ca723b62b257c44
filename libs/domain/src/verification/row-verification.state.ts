import type { RowVerificationEvent, RowVerificationStatus } from './row-verification.events.js';

export interface RowVerification {
  status: RowVerificationStatus;
  submittedBy: string;
  /** The log position of the row's last edit when it was sent: a later edit of a verified row lapses it. */
  position: bigint;
}

/** Each row that ever entered the workflow; a row not in it has no verification badge. */
export interface RowVerificationState {
  rows: ReadonlyMap<string, RowVerification>;
}

export const initialRowVerificationState: RowVerificationState = { rows: new Map() };

export function evolveRowVerification(
  state: RowVerificationState,
  event: RowVerificationEvent,
): RowVerificationState {
  const rows = new Map(state.rows);
  switch (event.type) {
    case 'RowsSubmittedForVerification':
      for (const rowId of event.data.rowIds)
        rows.set(rowId, {
          status: 'sent',
          submittedBy: event.data.submittedBy,
          position: BigInt(event.data.positions[rowId] ?? '0'),
        });
      break;
    case 'RowsVerified':
      for (const rowId of event.data.rowIds) {
        const row = rows.get(rowId);
        if (row) rows.set(rowId, { ...row, status: 'verified' });
      }
      break;
    case 'RowReturned': {
      const row = rows.get(event.data.rowId);
      if (row) rows.set(event.data.rowId, { ...row, status: 'returned' });
      break;
    }
    case 'RowVerificationLapsed': {
      const row = rows.get(event.data.rowId);
      if (row) rows.set(event.data.rowId, { ...row, status: 'to-complete' });
      break;
    }
  }
  return { rows };
}
