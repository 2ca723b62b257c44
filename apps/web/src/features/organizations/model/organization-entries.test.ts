import { describe, expect, it } from 'vitest';
import { organizationEntries } from './organization-entries';

describe('organizationEntries', () => {
  it('puts the selected organization first, with its name; the others by id', () => {
    expect(
      organizationEntries({ organizations: ['b', 'a'], selectedOrgId: 'a', organizationName: 'Demo' }),
    ).toEqual([
      { organizationId: 'a', name: 'Demo', selected: true },
      { organizationId: 'b', name: null, selected: false },
    ]);
  });

  it('lists the selected organization even when the list leaves it out, once', () => {
    expect(
      organizationEntries({ organizations: ['a', 'a'], selectedOrgId: 'c', organizationName: 'C' }),
    ).toEqual([
      { organizationId: 'c', name: 'C', selected: true },
      { organizationId: 'a', name: null, selected: false },
    ]);
  });
});
