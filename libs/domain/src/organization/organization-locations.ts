import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import type { LocationAdded, LocationRemoved } from './organization.events.js';
import type { OrganizationState } from './organization.state.js';

/** The longest location name: long enough for "Oddział Warszawa – Centrum Bankowości Korporacyjnej". */
export const LOCATION_NAME_MAX_LENGTH = 100;

/** An administrator adds a location (an entity of the organization structure, spec §3) by name. */
export type AddLocation = {
  type: 'AddLocation';
  data: { organizationId: string; locationId: string; name: string; role: ActorRole };
};
export type RemoveLocation = {
  type: 'RemoveLocation';
  data: { organizationId: string; locationId: string; role: ActorRole };
};
export type LocationCommand = AddLocation | RemoveLocation;

/** Locations shape the company's structure, like its users: only its administrator changes them. */
export const canManageLocations = (role: ActorRole): boolean => role === 'administrator';

/** The key two names clash on: Polish letters fold by Polish rules ('Łódź' and 'ŁÓDŹ' are one place). */
export const locationNameKey = (name: string): string => name.trim().toLocaleLowerCase('pl');

export function decideLocation(
  command: LocationCommand,
  state: OrganizationState,
): (LocationAdded | LocationRemoved)[] {
  const { organizationId, locationId, role } = command.data;
  if (!canManageLocations(role)) {
    throw new DomainError('FORBIDDEN', 'Only an administrator can change locations');
  }
  if (!state.registered) {
    throw new DomainError('ORGANIZATION_NOT_FOUND', `Organization ${organizationId} not found`);
  }
  const existing = state.locations.get(locationId);
  if (command.type === 'RemoveLocation') {
    if (existing === undefined) throw new DomainError('LOCATION_NOT_FOUND', 'This location does not exist');
    const changes = [{ field: 'location', before: existing, after: null }];
    return [{ type: 'LocationRemoved', data: { organizationId, locationId, name: existing, changes } }];
  }
  const name = command.data.name.trim();
  // The same command again (a retried request) changes nothing; its id with another name is a mistake.
  if (existing !== undefined && existing === name) return [];
  if (existing !== undefined) refuse('locationId', 'location_id_taken');
  if (name === '') refuse('name', 'required');
  if (name.length > LOCATION_NAME_MAX_LENGTH) refuse('name', 'too_long');
  const key = locationNameKey(name);
  if ([...state.locations.values()].some((other) => locationNameKey(other) === key)) {
    refuse('name', 'location_name_taken');
  }
  const changes = [{ field: 'location', before: null, after: name }];
  return [{ type: 'LocationAdded', data: { organizationId, locationId, name, changes } }];
}

function refuse(path: string, code: string): never {
  throw new DomainError('VALIDATION_ERROR', 'Validation error', [{ path, code }]);
}
