export { ANSWER_EVENT_TYPES } from './answer-event-types.js';
export { type CataloguedEventType, EVENT_CATALOGUE, eventMessageSchema } from './event-catalogue.js';
export { type EventMetadataMessage, eventMetadataSchema } from './event-metadata.schema.js';
export * from './answers-events.schema.js';
export {
  initialQuestionsAnsweredDataSchema,
  organizationRegisteredDataSchema,
  periodBlockedDataSchema,
  periodUnblockedDataSchema,
} from './organization-events.schema.js';
export {
  passwordChangedDataSchema,
  userJoinedOrganizationDataSchema,
  userProfileChangedDataSchema,
  userRegisteredDataSchema,
  userRemovedDataSchema,
  userRoleChangedDataSchema,
} from './user-events.schema.js';
export * from './invitation-events.schema.js';
export {
  organizationBlockedDataSchema,
  organizationUnblockedDataSchema,
  planAssignedDataSchema,
} from './organization-access-events.schema.js';
export * from './location-events.schema.js';
export * from './organization-profile-events.schema.js';
