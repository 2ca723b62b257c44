import { everyType } from '../shared/every-type.js';
import type { FieldChange } from './field-change.js';
import type { InitialAnswerValue } from './initial-answer-value.js';
import type { OrganizationProfileEvent } from './organization-profile.events.js';

export type { InitialAnswerValue } from './initial-answer-value.js';
export type InitialAnswers = Readonly<Record<string, InitialAnswerValue>>;

export type { FieldChange } from './field-change.js';

/** Company data given at registration through an admin magic link (spec §3). */
export interface CompanyAddress {
  street: string;
  postalCode: string;
  city: string;
  nip: string;
}

export type OrganizationRegistered = {
  type: 'OrganizationRegistered';
  data: {
    organizationId: string;
    name: string;
    country: string | null;
    demo: boolean;
    /** Absent for organizations registered before public registration existed (and for the demo). */
    address?: CompanyAddress;
  };
};

export type InitialQuestionsAnswered = {
  type: 'InitialQuestionsAnswered';
  data: { organizationId: string; answers: InitialAnswers; changes: FieldChange[] };
};

/** A month closed by provider staff: no row dated in it can be created, changed or deleted. */
export type PeriodBlocked = {
  type: 'PeriodBlocked';
  data: { organizationId: string; period: string; changes: FieldChange[] };
};
/** Only a provider supervisor reopens a month. */
export type PeriodUnblocked = {
  type: 'PeriodUnblocked';
  data: { organizationId: string; period: string; changes: FieldChange[] };
};

/**
 * The organization's plan: its name and the permission modules it grants, copied at the time of assignment.
 * expiresAt (ISO instant) limits a freemium plan; null never expires.
 */
export type PlanAssigned = {
  type: 'PlanAssigned';
  data: {
    organizationId: string;
    planName: string;
    permissions: string[];
    expiresAt: string | null;
    changes: PlanChange[];
  };
};

/** A blocked organization can only read who it is and its plan (spec §4 "Organization"). */
export type OrganizationBlocked = {
  type: 'OrganizationBlocked';
  data: { organizationId: string; changes: PlanChange[] };
};
export type OrganizationUnblocked = {
  type: 'OrganizationUnblocked';
  data: { organizationId: string; changes: PlanChange[] };
};

/** One field of the plan or status that changed, as the audit trail shows it. */
export interface PlanChange {
  field: 'planName' | 'permissions' | 'expiresAt' | 'status';
  before: string | null;
  after: string | null;
}

/**
 * A location (an entity of the organization structure) with its name as given, trimmed. `changes` reads
 * location: null → name in the audit trail.
 */
export type LocationAdded = {
  type: 'LocationAdded';
  data: { organizationId: string; locationId: string; name: string; changes: FieldChange[] };
};
/** The name it had travels along, so the audit trail and consumers need no earlier event to say what went. */
export type LocationRemoved = {
  type: 'LocationRemoved';
  data: { organizationId: string; locationId: string; name: string; changes: FieldChange[] };
};

export type OrganizationEvent =
  | OrganizationRegistered
  | InitialQuestionsAnswered
  | PeriodBlocked
  | PeriodUnblocked
  | PlanAssigned
  | OrganizationBlocked
  | OrganizationUnblocked
  | LocationAdded
  | LocationRemoved
  | OrganizationProfileEvent;

export const ORGANIZATION_EVENT_TYPES = everyType<OrganizationEvent['type']>()([
  'OrganizationRegistered',
  'InitialQuestionsAnswered',
  'PeriodBlocked',
  'PeriodUnblocked',
  'PlanAssigned',
  'OrganizationBlocked',
  'OrganizationUnblocked',
  'LocationAdded',
  'LocationRemoved',
  'PartnershipSet',
  'OrganizationTagsSet',
  'ParentOrganizationSet',
  'VerificationPurchaseSet',
]);

export const organizationStreamId = (organizationId: string): string => `organization-${organizationId}`;
