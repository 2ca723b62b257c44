import { parseYearMonth } from '../rules/periods/year-month.js';
import { DomainError } from '../shared/domain-error.js';
import { type ActorRole, canBlockPeriods, canUnblockPeriods } from '../user/roles.js';
import type {
  FieldChange,
  InitialAnswers,
  InitialQuestionsAnswered,
  OrganizationEvent,
  OrganizationRegistered,
} from './organization.events.js';
import type { OrganizationState } from './organization.state.js';
import {
  decideOrganizationAccess,
  type OrganizationAccessCommand,
  planAssigned,
} from './organization-access.decide.js';
import { decideLocation, type LocationCommand } from './organization-locations.js';
import { DEFAULT_PLAN_NAME, DEMO_PLAN_NAME } from './organization-plans.js';
import { decideOrganizationProfile, type OrganizationProfileCommand } from './organization-profile.js';

export type RegisterOrganization = {
  type: 'RegisterOrganization';
  data: OrganizationRegistered['data'];
};

/** Replaces the whole set of initial answers: a field left out is cleared. */
export type AnswerInitialQuestions = {
  type: 'AnswerInitialQuestions';
  data: { organizationId: string; answers: InitialAnswers };
};

/** Provider staff close a month of the organization ('YYYY-MM'); a provider supervisor reopens it. */
export type BlockPeriod = {
  type: 'BlockPeriod';
  data: { organizationId: string; period: string; role: ActorRole };
};
export type UnblockPeriod = {
  type: 'UnblockPeriod';
  data: { organizationId: string; period: string; role: ActorRole };
};

export type OrganizationCommand =
  | RegisterOrganization
  | AnswerInitialQuestions
  | BlockPeriod
  | UnblockPeriod
  | OrganizationAccessCommand
  | LocationCommand
  | OrganizationProfileCommand;

export function decideOrganization(
  command: OrganizationCommand,
  state: OrganizationState,
): OrganizationEvent[] {
  switch (command.type) {
    case 'RegisterOrganization': {
      if (state.registered) {
        throw new DomainError(
          'ORGANIZATION_ALREADY_REGISTERED',
          `Organization ${command.data.organizationId} exists`,
        );
      }
      const event: OrganizationRegistered = { type: 'OrganizationRegistered', data: { ...command.data } };
      // Every new organization starts with a plan: freemium, or everything for the demo company.
      const planName = command.data.demo ? DEMO_PLAN_NAME : DEFAULT_PLAN_NAME;
      return [event, planAssigned(command.data.organizationId, planName, null, null)];
    }
    case 'AnswerInitialQuestions': {
      if (!state.registered) {
        throw new DomainError(
          'ORGANIZATION_NOT_FOUND',
          `Organization ${command.data.organizationId} not found`,
        );
      }
      const changes = diffAnswers(state.initialAnswers, command.data.answers);
      if (changes.length === 0) return [];
      const event: InitialQuestionsAnswered = {
        type: 'InitialQuestionsAnswered',
        data: { organizationId: command.data.organizationId, answers: { ...command.data.answers }, changes },
      };
      return [event];
    }
    case 'BlockPeriod':
    case 'UnblockPeriod':
      return decidePeriod(command, state);
    case 'AssignPlan':
    case 'BlockOrganization':
    case 'UnblockOrganization':
      return decideOrganizationAccess(command, state);
    case 'AddLocation':
    case 'RemoveLocation':
      return decideLocation(command, state);
    case 'SetPartnership':
    case 'SetOrganizationTags':
    case 'SetParentOrganization':
    case 'SetVerificationPurchased':
      return decideOrganizationProfile(command, state);
  }
}

function decidePeriod(command: BlockPeriod | UnblockPeriod, state: OrganizationState): OrganizationEvent[] {
  const { organizationId, period, role } = command.data;
  const blocking = command.type === 'BlockPeriod';
  if (!(blocking ? canBlockPeriods(role) : canUnblockPeriods(role))) {
    throw new DomainError(
      'FORBIDDEN',
      blocking ? 'Only provider staff can block periods' : 'Only a provider supervisor can unblock periods',
    );
  }
  if (!state.registered)
    throw new DomainError('ORGANIZATION_NOT_FOUND', `Organization ${organizationId} not found`);
  if (!parseYearMonth(period)) {
    throw new DomainError('VALIDATION_ERROR', 'Validation error', [
      { path: 'period', code: 'invalid_format' },
    ]);
  }
  if (state.blockedPeriods.has(period) === blocking) return [];
  const changes = [
    { field: 'blockedPeriod', before: blocking ? null : period, after: blocking ? period : null },
  ];
  return [
    blocking
      ? { type: 'PeriodBlocked', data: { organizationId, period, changes } }
      : { type: 'PeriodUnblocked', data: { organizationId, period, changes } },
  ];
}

/** Field-by-field difference in a stable (alphabetical) order, so the audit trail reads the same on every replay. */
export function diffAnswers(before: InitialAnswers, after: InitialAnswers): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
    .filter((change) => change.before !== change.after);
}
