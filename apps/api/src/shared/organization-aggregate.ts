import {
  decideOrganization,
  evolveOrganization,
  initialOrganizationState,
  type OrganizationCommand,
  type OrganizationEvent,
  type OrganizationState,
} from '@ghg/domain';
import type { Aggregate } from './stream-command.js';

export const organizationAggregate: Aggregate<OrganizationState, OrganizationCommand, OrganizationEvent> = {
  initialState: initialOrganizationState,
  evolve: evolveOrganization,
  decide: decideOrganization,
};
