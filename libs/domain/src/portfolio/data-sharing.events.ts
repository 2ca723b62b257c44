import { everyType } from '../shared/every-type.js';
import type { FieldChange } from '../organization/field-change.js';

/**
 * A company administrator consents to share the company's climate figures with its provider (the partner, e.g. a
 * bank's programme): from then on the company appears in the provider's portfolio. `changes` reads
 * dataSharing: withdrawn/null → given in the audit trail.
 */
export type DataSharingConsented = {
  type: 'DataSharingConsented';
  data: { organizationId: string; changes: FieldChange[] };
};

/** The consent is withdrawn: the company leaves the portfolio (its snapshots stay in the log, unshown). */
export type DataSharingWithdrawn = {
  type: 'DataSharingWithdrawn';
  data: { organizationId: string; changes: FieldChange[] };
};

export type DataSharingEvent = DataSharingConsented | DataSharingWithdrawn;

export const DATA_SHARING_EVENT_TYPES = everyType<DataSharingEvent['type']>()([
  'DataSharingConsented',
  'DataSharingWithdrawn',
]);

export const dataSharingStreamId = (organizationId: string): string => `data-sharing-${organizationId}`;
