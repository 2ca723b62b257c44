import { DATA_SHARING_EVENT_TYPES } from './data-sharing.events.js';
import {
  type DataSharingCommand,
  type DataSharingState,
  decideDataSharing,
  evolveDataSharing,
  initialDataSharingState,
} from './data-sharing.js';

/** The company's consent to share its climate figures with its provider. */
export const dataSharingAggregate = {
  initialState: initialDataSharingState,
  eventTypes: DATA_SHARING_EVENT_TYPES,
  evolve: evolveDataSharing,
  decide: (command: DataSharingCommand, state: DataSharingState) => decideDataSharing(command, state),
};
