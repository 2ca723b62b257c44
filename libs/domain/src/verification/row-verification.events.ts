import { everyType } from '../shared/every-type.js';

/**
 * A row's place in the verification workflow (spec §4 row badges): `sent` shows 'Sent for verification' to the
 * organization's people and 'To verify' to a verifier; `verified` 'Verified'; `returned` 'Error - data to fix';
 * `to-complete` 'To complete' (a verified row was edited and waits to be sent again).
 */
export const ROW_VERIFICATION_STATUSES = ['sent', 'verified', 'returned', 'to-complete'] as const;
export type RowVerificationStatus = (typeof ROW_VERIFICATION_STATUSES)[number];

/** rows: each row with the log position of its last edit when sent (what the verifier looks at). */
export type RowsSubmittedForVerification = {
  type: 'RowsSubmittedForVerification';
  data: {
    organizationId: string;
    rowIds: readonly string[];
    positions: Readonly<Record<string, string>>;
    submittedBy: string;
  };
};

export type RowsVerified = {
  type: 'RowsVerified';
  data: { organizationId: string; rowIds: readonly string[]; verifiedBy: string };
};

export type RowReturned = {
  type: 'RowReturned';
  data: { organizationId: string; rowId: string; comment: string; returnedBy: string; submittedBy: string };
};

/**
 * A verified row was changed after its verification: it was 'To complete' since that edit and is sent again now;
 * the history says why it left 'Verified'.
 */
export type RowVerificationLapsed = {
  type: 'RowVerificationLapsed';
  data: { organizationId: string; rowId: string; reason: 'edited_after_verification'; editedBy: string };
};

export type RowVerificationEvent =
  RowsSubmittedForVerification | RowsVerified | RowReturned | RowVerificationLapsed;

export const ROW_VERIFICATION_EVENT_TYPES = everyType<RowVerificationEvent['type']>()([
  'RowsSubmittedForVerification',
  'RowsVerified',
  'RowReturned',
  'RowVerificationLapsed',
]);

export const rowVerificationStreamId = (organizationId: string): string =>
  `row-verification-${organizationId}`;
