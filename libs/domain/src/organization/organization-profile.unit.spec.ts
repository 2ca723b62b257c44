import { DomainError } from '../shared/domain-error.js';
import { decideOrganization } from './organization.decide.js';
import type { OrganizationEvent } from './organization.events.js';
import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationState,
} from './organization.state.js';
import { normalizeTags } from './organization-profile.js';

const organizationId = 'org-1';
const given = (...events: OrganizationEvent[]): OrganizationState =>
  events.reduce(evolveOrganization, initialOrganizationState);
const registered: OrganizationEvent = {
  type: 'OrganizationRegistered',
  data: { organizationId, name: 'Acme', country: 'PL', demo: false },
};
const staff = 'provider-staff' as const;

function refusal(run: () => unknown): { code: string; fields: readonly unknown[] } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('organization profile: partnership (spec §1 partner branding)', () => {
  it('sets the partner programme with the change for the audit trail, and evolves into the state', () => {
    const events = decideOrganization(
      { type: 'SetPartnership', data: { organizationId, partnership: 'bankBooster', role: staff } },
      given(registered),
    );
    expect(events).toEqual([
      {
        type: 'PartnershipSet',
        data: {
          organizationId,
          partnership: 'bankBooster',
          changes: [{ field: 'partnership', before: null, after: 'bankBooster' }],
        },
      },
    ]);
    expect(given(registered, ...events).partnership).toBe('bankBooster');
  });

  it('appends nothing when the programme does not change; clears it with null', () => {
    const state = given(registered, {
      type: 'PartnershipSet',
      data: { organizationId, partnership: 'groupOfCompanies', changes: [] },
    });
    const same = { organizationId, partnership: 'groupOfCompanies', role: staff };
    expect(decideOrganization({ type: 'SetPartnership', data: same }, state)).toEqual([]);
    const cleared = decideOrganization(
      { type: 'SetPartnership', data: { ...same, partnership: null } },
      state,
    );
    expect(cleared[0]).toMatchObject({ type: 'PartnershipSet', data: { partnership: null } });
  });

  it('refuses an unknown key, an organization member, the auditor and an unknown organization', () => {
    const data = { organizationId, partnership: 'bankBooster', role: staff };
    expect(
      refusal(() =>
        decideOrganization(
          { type: 'SetPartnership', data: { ...data, partnership: 'x' } },
          given(registered),
        ),
      ),
    ).toEqual({ code: 'VALIDATION_ERROR', fields: [{ path: 'partnership', code: 'invalid_value' }] });
    for (const role of ['administrator', 'member', 'auditor'] as const) {
      expect(
        refusal(() =>
          decideOrganization({ type: 'SetPartnership', data: { ...data, role } }, given(registered)),
        ).code,
      ).toBe('FORBIDDEN');
    }
    expect(
      refusal(() => decideOrganization({ type: 'SetPartnership', data }, initialOrganizationState)).code,
    ).toBe('ORGANIZATION_NOT_FOUND');
  });
});

describe('organization profile: tags', () => {
  it('stores tags trimmed and without repeats ignoring case', () => {
    expect(normalizeTags([' bank ', 'Bank', '', 'Warszawa'])).toEqual(['bank', 'Warszawa']);
    const events = decideOrganization(
      { type: 'SetOrganizationTags', data: { organizationId, tags: ['bank', ' pilot'], role: staff } },
      given(registered),
    );
    expect(events).toEqual([
      {
        type: 'OrganizationTagsSet',
        data: {
          organizationId,
          tags: ['bank', 'pilot'],
          changes: [{ field: 'tags', before: null, after: 'bank, pilot' }],
        },
      },
    ]);
  });

  it('refuses more than 20 tags or a tag over 40 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    const run = (tags: string[]) => () =>
      decideOrganization(
        { type: 'SetOrganizationTags', data: { organizationId, tags, role: staff } },
        given(registered),
      );
    expect(refusal(run(many)).fields).toEqual([{ path: 'tags', code: 'too_big' }]);
    expect(refusal(run(['x'.repeat(41)])).fields).toEqual([{ path: 'tags', code: 'too_long' }]);
  });
});

describe('organization profile: parent organization (module moreThanOneOrganizationStructure)', () => {
  const parent = { organizationId: 'group-1', hasStructureModule: true };

  it('puts the organization under a parent whose plan has the structure module, and takes it out', () => {
    const events = decideOrganization(
      { type: 'SetParentOrganization', data: { organizationId, parent, role: staff } },
      given(registered),
    );
    expect(events).toEqual([
      {
        type: 'ParentOrganizationSet',
        data: {
          organizationId,
          parentOrganizationId: 'group-1',
          changes: [{ field: 'parentOrganization', before: null, after: 'group-1' }],
        },
      },
    ]);
    const out = decideOrganization(
      { type: 'SetParentOrganization', data: { organizationId, parent: null, role: staff } },
      given(registered, ...events),
    );
    expect(out[0]).toMatchObject({ data: { parentOrganizationId: null } });
  });

  it('refuses a parent without the module and the organization as its own parent', () => {
    const run = (p: typeof parent) => () =>
      decideOrganization(
        { type: 'SetParentOrganization', data: { organizationId, parent: p, role: staff } },
        given(registered),
      );
    expect(refusal(run({ ...parent, hasStructureModule: false })).fields).toEqual([
      { path: 'parentOrganizationId', code: 'module_not_available' },
    ]);
    expect(refusal(run({ organizationId, hasStructureModule: true })).fields).toEqual([
      { path: 'parentOrganizationId', code: 'self' },
    ]);
  });
});
