import { z } from 'zod';
import { eventMetadataSchema } from './event-metadata.schema.js';
import {
  customFactorDefinedDataSchema,
  evidenceAttachedDataSchema,
  evidenceRemovedDataSchema,
  fuelsChosenDataSchema,
  greenEnergyAnsweredDataSchema,
  initialAnswerGivenDataSchema,
  itemsChosenDataSchema,
  pathChosenDataSchema,
  rowAddedDataSchema,
  rowDuplicatedDataSchema,
  rowsDeletedDataSchema,
  rowsImportedDataSchema,
  rowUpdatedDataSchema,
  sectionResetDataSchema,
} from './answers-events.schema.js';
import {
  initialQuestionsAnsweredDataSchema,
  organizationRegisteredDataSchema,
  periodBlockedDataSchema,
  periodUnblockedDataSchema,
} from './organization-events.schema.js';
import {
  organizationBlockedDataSchema,
  organizationUnblockedDataSchema,
  planAssignedDataSchema,
} from './organization-access-events.schema.js';
import { locationAddedDataSchema, locationRemovedDataSchema } from './location-events.schema.js';
import {
  organizationTagsSetDataSchema,
  parentOrganizationSetDataSchema,
  partnershipSetDataSchema,
  verificationPurchaseSetDataSchema,
} from './organization-profile-events.schema.js';
import {
  notificationMailPreferenceSetDataSchema,
  passwordChangedDataSchema,
  passwordResetDataSchema,
  passwordResetRequestedDataSchema,
  signInLockedOutDataSchema,
  userJoinedOrganizationDataSchema,
  userProfileChangedDataSchema,
  userRegisteredDataSchema,
  userRemovedDataSchema,
  userRoleChangedDataSchema,
} from './user-events.schema.js';
import {
  productArchivedDataSchema,
  productCreatedDataSchema,
  productRenamedDataSchema,
  productUnitDeclaredDataSchema,
} from './product-events.schema.js';
import {
  fullReportPreparationStartedDataSchema,
  fullReportRequestedDataSchema,
  fullReportSentDataSchema,
} from '../reports/report-events.schema.js';
import {
  taskCommentedDataSchema,
  taskDelegatedDataSchema,
  taskReassignedDataSchema,
  taskStatusChangedDataSchema,
  teamCreatedDataSchema,
  teamMembersChangedDataSchema,
} from './task-board-events.schema.js';
import {
  rowReturnedDataSchema,
  rowsSubmittedForVerificationDataSchema,
  rowsVerifiedDataSchema,
  rowVerificationLapsedDataSchema,
} from './row-verification-events.schema.js';
import {
  reductionMeasureAdoptedDataSchema,
  reductionMeasureStatusChangedDataSchema,
  reductionTargetSetDataSchema,
} from './reduction-events.schema.js';
import {
  sheetImportRecordedDataSchema,
  sheetImportRevertedDataSchema,
} from './sheet-import-events.schema.js';
import {
  offsetQuoteRequestedDataSchema,
  supportRequestSubmittedDataSchema,
} from '../support/provider-contact-events.schema.js';
import {
  invitationResentDataSchema,
  magicLinkIssuedDataSchema,
  magicLinkRevokedDataSchema,
  magicLinkUsedDataSchema,
} from './invitation-events.schema.js';
import {
  dataSharingConsentedDataSchema,
  dataSharingWithdrawnDataSchema,
  portfolioSnapshotTakenDataSchema,
} from '../portfolio/portfolio-events.schema.js';

/**
 * Every event type published to Kafka: its payload schema, schema version and stream category (topic
 * ghg.<category>.v1). A change that breaks consumers gets a new version (and, for the envelope, new topics).
 */
export const EVENT_CATALOGUE = {
  OrganizationRegistered: { version: 1, category: 'organization', data: organizationRegisteredDataSchema },
  InitialQuestionsAnswered: {
    version: 1,
    category: 'organization',
    data: initialQuestionsAnsweredDataSchema,
  },
  PeriodBlocked: { version: 1, category: 'organization', data: periodBlockedDataSchema },
  PeriodUnblocked: { version: 1, category: 'organization', data: periodUnblockedDataSchema },
  PlanAssigned: { version: 1, category: 'organization', data: planAssignedDataSchema },
  OrganizationBlocked: { version: 1, category: 'organization', data: organizationBlockedDataSchema },
  OrganizationUnblocked: { version: 1, category: 'organization', data: organizationUnblockedDataSchema },
  LocationAdded: { version: 1, category: 'organization', data: locationAddedDataSchema },
  LocationRemoved: { version: 1, category: 'organization', data: locationRemovedDataSchema },
  PartnershipSet: { version: 1, category: 'organization', data: partnershipSetDataSchema },
  OrganizationTagsSet: { version: 1, category: 'organization', data: organizationTagsSetDataSchema },
  ParentOrganizationSet: { version: 1, category: 'organization', data: parentOrganizationSetDataSchema },
  VerificationPurchaseSet: {
    version: 1,
    category: 'organization',
    data: verificationPurchaseSetDataSchema,
  },
  UserRegistered: { version: 1, category: 'user', data: userRegisteredDataSchema },
  UserJoinedOrganization: { version: 1, category: 'user', data: userJoinedOrganizationDataSchema },
  UserRemoved: { version: 1, category: 'user', data: userRemovedDataSchema },
  UserRoleChanged: { version: 1, category: 'user', data: userRoleChangedDataSchema },
  UserProfileChanged: { version: 1, category: 'user', data: userProfileChangedDataSchema },
  PasswordChanged: { version: 1, category: 'user', data: passwordChangedDataSchema },
  SignInLockedOut: { version: 1, category: 'user', data: signInLockedOutDataSchema },
  PasswordResetRequested: { version: 1, category: 'user', data: passwordResetRequestedDataSchema },
  PasswordReset: { version: 1, category: 'user', data: passwordResetDataSchema },
  NotificationMailPreferenceSet: {
    version: 1,
    category: 'user',
    data: notificationMailPreferenceSetDataSchema,
  },
  MagicLinkIssued: { version: 1, category: 'invitation', data: magicLinkIssuedDataSchema },
  InvitationResent: { version: 1, category: 'invitation', data: invitationResentDataSchema },
  MagicLinkRevoked: { version: 1, category: 'invitation', data: magicLinkRevokedDataSchema },
  MagicLinkUsed: { version: 1, category: 'invitation', data: magicLinkUsedDataSchema },
  InitialAnswerGiven: { version: 1, category: 'answers', data: initialAnswerGivenDataSchema },
  ItemsChosen: { version: 1, category: 'answers', data: itemsChosenDataSchema },
  FuelsChosen: { version: 1, category: 'answers', data: fuelsChosenDataSchema },
  PathChosen: { version: 1, category: 'answers', data: pathChosenDataSchema },
  RowAdded: { version: 1, category: 'answers', data: rowAddedDataSchema },
  RowUpdated: { version: 1, category: 'answers', data: rowUpdatedDataSchema },
  RowDuplicated: { version: 1, category: 'answers', data: rowDuplicatedDataSchema },
  RowsDeleted: { version: 1, category: 'answers', data: rowsDeletedDataSchema },
  RowsImported: { version: 1, category: 'answers', data: rowsImportedDataSchema },
  SectionReset: { version: 1, category: 'answers', data: sectionResetDataSchema },
  GreenEnergyAnswered: { version: 1, category: 'answers', data: greenEnergyAnsweredDataSchema },
  CustomFactorDefined: { version: 1, category: 'answers', data: customFactorDefinedDataSchema },
  EvidenceAttached: { version: 1, category: 'answers', data: evidenceAttachedDataSchema },
  EvidenceRemoved: { version: 1, category: 'answers', data: evidenceRemovedDataSchema },
  FullReportRequested: { version: 1, category: 'report', data: fullReportRequestedDataSchema },
  FullReportPreparationStarted: {
    version: 1,
    category: 'report',
    data: fullReportPreparationStartedDataSchema,
  },
  FullReportSent: { version: 1, category: 'report', data: fullReportSentDataSchema },
  // stream provider-contact-<orgId>: the relay's topic is the part before the first '-'
  SupportRequestSubmitted: { version: 1, category: 'provider', data: supportRequestSubmittedDataSchema },
  OffsetQuoteRequested: { version: 1, category: 'provider', data: offsetQuoteRequestedDataSchema },
  ProductCreated: { version: 1, category: 'product', data: productCreatedDataSchema },
  ProductRenamed: { version: 1, category: 'product', data: productRenamedDataSchema },
  ProductUnitDeclared: { version: 1, category: 'product', data: productUnitDeclaredDataSchema },
  ProductArchived: { version: 1, category: 'product', data: productArchivedDataSchema },
  DataSharingConsented: { version: 1, category: 'data-sharing', data: dataSharingConsentedDataSchema },
  DataSharingWithdrawn: { version: 1, category: 'data-sharing', data: dataSharingWithdrawnDataSchema },
  PortfolioSnapshotTaken: {
    version: 1,
    category: 'portfolio-snapshots',
    data: portfolioSnapshotTakenDataSchema,
  },
  // stream task-board-<orgId>
  TeamCreated: { version: 1, category: 'task', data: teamCreatedDataSchema },
  TeamMembersChanged: { version: 1, category: 'task', data: teamMembersChangedDataSchema },
  TaskDelegated: { version: 1, category: 'task', data: taskDelegatedDataSchema },
  TaskStatusChanged: { version: 1, category: 'task', data: taskStatusChangedDataSchema },
  TaskReassigned: { version: 1, category: 'task', data: taskReassignedDataSchema },
  TaskCommented: { version: 1, category: 'task', data: taskCommentedDataSchema },
  // stream row-verification-<orgId>
  RowsSubmittedForVerification: { version: 1, category: 'row', data: rowsSubmittedForVerificationDataSchema },
  RowsVerified: { version: 1, category: 'row', data: rowsVerifiedDataSchema },
  RowReturned: { version: 1, category: 'row', data: rowReturnedDataSchema },
  RowVerificationLapsed: { version: 1, category: 'row', data: rowVerificationLapsedDataSchema },
  // streams reduction-plan-<orgId>, reduction-target-<orgId>
  ReductionMeasureAdopted: { version: 1, category: 'reduction', data: reductionMeasureAdoptedDataSchema },
  ReductionMeasureStatusChanged: {
    version: 1,
    category: 'reduction',
    data: reductionMeasureStatusChangedDataSchema,
  },
  ReductionTargetSet: { version: 1, category: 'reduction', data: reductionTargetSetDataSchema },
  // stream sheet-imports-<orgId>
  SheetImportRecorded: { version: 1, category: 'sheet', data: sheetImportRecordedDataSchema },
  SheetImportReverted: { version: 1, category: 'sheet', data: sheetImportRevertedDataSchema },
} as const satisfies Record<string, { version: number; category: string; data: z.ZodType }>;

export type CataloguedEventType = keyof typeof EVENT_CATALOGUE;

/** The JSON value of one Kafka message (the relay's envelope) carrying an event of `type`. */
export function eventMessageSchema<Type extends CataloguedEventType>(type: Type) {
  return z
    .object({
      eventId: z.uuid().describe('Unique per event: consumers deduplicate by it (delivery is at least once)'),
      type: z.literal(type),
      streamId: z.string().describe('The stream (also the message key): <category>-<id…>'),
      revision: z.number().int().min(0).describe('0-based position within the stream'),
      position: z.string().regex(/^\d+$/).describe('Global log position (64-bit integer as a string)'),
      recordedAt: z.iso.datetime({ offset: true }).describe('When the event was stored'),
      data: EVENT_CATALOGUE[type].data,
      metadata: eventMetadataSchema,
    })
    .describe(
      `${type} v${EVENT_CATALOGUE[type].version}, published to ghg.${EVENT_CATALOGUE[type].category}.v1`,
    );
}
