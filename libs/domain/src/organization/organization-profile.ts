import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import type { OrganizationEvent } from './organization.events.js';
import { isPartnership } from './organization-profile.events.js';
import type { OrganizationState } from './organization.state.js';
import { canManageOrganizations } from './organization-plans.js';

/** Tags the back office gives an organization (spec §3 Organization.tags): trimmed, 1-40 characters, at most 20. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** The permission module that lets an organization be the parent of others (spec §3, module list). */
export const STRUCTURE_MODULE = 'moreThanOneOrganizationStructure';

/** Provider staff set (or clear, null) the organization's partner programme. */
export type SetPartnership = {
  type: 'SetPartnership';
  data: { organizationId: string; partnership: string | null; role: ActorRole };
};
/** Provider staff replace the organization's tags. */
export type SetOrganizationTags = {
  type: 'SetOrganizationTags';
  data: { organizationId: string; tags: readonly string[]; role: ActorRole };
};
/**
 * Provider staff put the organization under a parent (a group), or take it out (null). Whether the parent's plan
 * has the structure module is read by the caller from the parent's stream and given here.
 */
export type SetParentOrganization = {
  type: 'SetParentOrganization';
  data: {
    organizationId: string;
    parent: { organizationId: string; hasStructureModule: boolean } | null;
    role: ActorRole;
  };
};
/** Provider staff record whether the client bought verification: then the provider's staff verify its rows. */
export type SetVerificationPurchased = {
  type: 'SetVerificationPurchased';
  data: { organizationId: string; purchased: boolean; role: ActorRole };
};
export type OrganizationProfileCommand =
  SetPartnership | SetOrganizationTags | SetParentOrganization | SetVerificationPurchased;

const invalid = (path: string, code: string) =>
  new DomainError('VALIDATION_ERROR', 'Validation error', [{ path, code }]);

/** Tags as stored: trimmed, empty ones and repeats (ignoring case) dropped, in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags.map((t) => t.trim())) {
    if (tag === '' || seen.has(tag.toLocaleLowerCase('pl'))) continue;
    seen.add(tag.toLocaleLowerCase('pl'));
    out.push(tag);
  }
  return out;
}

export function decideOrganizationProfile(
  command: OrganizationProfileCommand,
  state: OrganizationState,
): OrganizationEvent[] {
  const { organizationId, role } = command.data;
  if (!canManageOrganizations(role))
    throw new DomainError(
      'FORBIDDEN',
      'Only provider staff can change partnerships, tags, structures or purchased verification',
    );
  if (!state.registered)
    throw new DomainError('ORGANIZATION_NOT_FOUND', `Organization ${organizationId} not found`);
  switch (command.type) {
    case 'SetPartnership': {
      const { partnership } = command.data;
      if (partnership !== null && !isPartnership(partnership)) throw invalid('partnership', 'invalid_value');
      if (partnership === state.partnership) return [];
      const changes = [{ field: 'partnership', before: state.partnership, after: partnership }];
      return [{ type: 'PartnershipSet', data: { organizationId, partnership, changes } }];
    }
    case 'SetOrganizationTags': {
      const tags = normalizeTags(command.data.tags);
      if (tags.length > MAX_TAGS) throw invalid('tags', 'too_big');
      if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) throw invalid('tags', 'too_long');
      const before = state.tags.join(', ');
      const after = tags.join(', ');
      if (before === after) return [];
      const changes = [{ field: 'tags', before: before || null, after: after || null }];
      return [{ type: 'OrganizationTagsSet', data: { organizationId, tags, changes } }];
    }
    case 'SetParentOrganization': {
      const { parent } = command.data;
      if (parent !== null) {
        if (parent.organizationId === organizationId) throw invalid('parentOrganizationId', 'self');
        if (!parent.hasStructureModule) throw invalid('parentOrganizationId', 'module_not_available');
      }
      const parentOrganizationId = parent?.organizationId ?? null;
      if (parentOrganizationId === state.parentOrganizationId) return [];
      const changes = [
        { field: 'parentOrganization', before: state.parentOrganizationId, after: parentOrganizationId },
      ];
      return [{ type: 'ParentOrganizationSet', data: { organizationId, parentOrganizationId, changes } }];
    }
    case 'SetVerificationPurchased': {
      const { purchased } = command.data;
      if (purchased === state.verificationPurchased) return [];
      const word = (value: boolean) => (value ? 'purchased' : null);
      const changes = [
        { field: 'verificationPurchased', before: word(state.verificationPurchased), after: word(purchased) },
      ];
      return [{ type: 'VerificationPurchaseSet', data: { organizationId, purchased, changes } }];
    }
  }
}

export * from './organization-profile.events.js';
