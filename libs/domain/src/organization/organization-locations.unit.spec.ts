import { ACTOR_ROLES, type ActorRole } from '../user/roles.js';
import { decideOrganization, type OrganizationCommand } from './organization.decide.js';
import type { OrganizationEvent } from './organization.events.js';
import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationState,
} from './organization.state.js';
import { LOCATION_NAME_MAX_LENGTH, locationNameKey } from './organization-locations.js';
import { refusal } from '../shared/refusal.test.js';

const organizationId = 'org-1';
const registered = evolveOrganization(initialOrganizationState, {
  type: 'OrganizationRegistered',
  data: { organizationId, name: 'Acme', country: 'PL', demo: false },
});
const add = (locationId: string, name: string, role: ActorRole = 'administrator'): OrganizationCommand => ({
  type: 'AddLocation',
  data: { organizationId, locationId, name, role },
});
const remove = (locationId: string, role: ActorRole = 'administrator'): OrganizationCommand => ({
  type: 'RemoveLocation',
  data: { organizationId, locationId, role },
});
const run = (
  state: OrganizationState,
  command: OrganizationCommand,
): [OrganizationEvent[], OrganizationState] => {
  const events = decideOrganization(command, state);
  return [events, events.reduce(evolveOrganization, state)];
};

describe('organization locations', () => {
  it('given an administrator, when a location is added, then its trimmed name is recorded with the change', () => {
    const [events, state] = run(registered, add('loc-1', '  Warszawa  '));
    expect(events).toEqual([
      {
        type: 'LocationAdded',
        data: {
          organizationId,
          locationId: 'loc-1',
          name: 'Warszawa',
          changes: [{ field: 'location', before: null, after: 'Warszawa' }],
        },
      },
    ]);
    expect([...state.locations]).toEqual([['loc-1', 'Warszawa']]);
  });

  it('given a location, when it is removed, then the event names it and the state forgets it', () => {
    const [, withOne] = run(registered, add('loc-1', 'Kraków'));
    const [events, state] = run(withOne, remove('loc-1'));
    expect(events).toEqual([
      {
        type: 'LocationRemoved',
        data: {
          organizationId,
          locationId: 'loc-1',
          name: 'Kraków',
          changes: [{ field: 'location', before: 'Kraków', after: null }],
        },
      },
    ]);
    expect(state.locations.size).toBe(0);
  });

  it('given every role but administrator, when it adds or removes, then it is refused with FORBIDDEN', () => {
    const [, withOne] = run(registered, add('loc-1', 'Gdańsk'));
    for (const role of ACTOR_ROLES.filter((r) => r !== 'administrator')) {
      expect(refusal(() => decideOrganization(add('loc-2', 'Sopot', role), withOne)).code).toBe('FORBIDDEN');
      expect(refusal(() => decideOrganization(remove('loc-1', role), withOne)).code).toBe('FORBIDDEN');
    }
  });

  it('refuses an empty, a blank and a too long name with field codes', () => {
    const fieldsOf = (name: string) => {
      const error = refusal(() => decideOrganization(add('loc-1', name), registered));
      expect(error.code).toBe('VALIDATION_ERROR');
      return error.fields;
    };
    expect(fieldsOf('')).toEqual([{ path: 'name', code: 'required' }]);
    expect(fieldsOf(' \t ')).toEqual([{ path: 'name', code: 'required' }]);
    expect(fieldsOf('x'.repeat(LOCATION_NAME_MAX_LENGTH + 1))).toEqual([{ path: 'name', code: 'too_long' }]);
    // Spaces around the longest name do not count against it.
    expect(
      decideOrganization(add('loc-1', ` ${'x'.repeat(LOCATION_NAME_MAX_LENGTH)} `), registered),
    ).toHaveLength(1);
  });

  it('refuses a name another location has, whatever the case of its Polish letters', () => {
    const [, withOne] = run(registered, add('loc-1', 'Łódź Śródmieście'));
    for (const name of ['łódź śródmieście', 'ŁÓDŹ ŚRÓDMIEŚCIE', '  Łódź Śródmieście ']) {
      expect(refusal(() => decideOrganization(add('loc-2', name), withOne)).fields).toEqual([
        { path: 'name', code: 'location_name_taken' },
      ]);
    }
    expect(decideOrganization(add('loc-2', 'Lodz Srodmiescie'), withOne)).toHaveLength(1);
  });

  it('frees a name when its location is removed', () => {
    const [, withOne] = run(registered, add('loc-1', 'Poznań'));
    const [, none] = run(withOne, remove('loc-1'));
    expect(decideOrganization(add('loc-2', 'POZNAŃ'), none)).toHaveLength(1);
  });

  it('treats the same add again as done, and refuses its id with another name', () => {
    const [, withOne] = run(registered, add('loc-1', 'Lublin'));
    expect(decideOrganization(add('loc-1', ' Lublin '), withOne)).toEqual([]);
    expect(refusal(() => decideOrganization(add('loc-1', 'Radom'), withOne)).fields).toEqual([
      { path: 'locationId', code: 'location_id_taken' },
    ]);
  });

  it('refuses to remove an unknown location, and to change locations of an unregistered organization', () => {
    expect(refusal(() => decideOrganization(remove('nope'), registered)).code).toBe('LOCATION_NOT_FOUND');
    expect(refusal(() => decideOrganization(add('loc-1', 'Opole'), initialOrganizationState)).code).toBe(
      'ORGANIZATION_NOT_FOUND',
    );
  });

  it('folds Polish capitals to their small letters for the name key', () => {
    expect(locationNameKey(' ŻÓŁĆ Ąę ')).toBe('żółć ąę');
  });
});
