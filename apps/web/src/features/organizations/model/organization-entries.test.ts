import { describe, expect, it } from 'vitest';
import { organizationEntries } from './organization-entries';

const company = (
  organizationId: string,
  name: string,
  role: 'administrator' | 'member' | 'auditor' = 'member',
) => ({
  organizationId,
  name,
  role,
  planName: 'FullAccess',
  planLabel: { pl: 'Pełny dostęp', en: 'Full access' },
  status: 'active' as const,
  lastActivityAt: null,
  parentOrganizationId: null,
  tags: [],
});

describe('organizationEntries', () => {
  it('puts the selected organization first, then the others by name in Polish order, case-insensitive', () => {
    const entries = organizationEntries({
      companies: [
        company('z', 'Żurawie SA'),
        company('a', 'Demo', 'administrator'),
        company('l', 'łódzka Energia'),
        company('b', 'Zielona'),
        company('s', 'Ślusarnia'),
      ],
      selectedOrgId: 'a',
    });
    expect(entries.map((e) => [e.name, e.selected])).toEqual([
      ['Demo', true],
      ['łódzka Energia', false],
      ['Ślusarnia', false],
      ['Zielona', false],
      ['Żurawie SA', false],
    ]);
    expect(entries[0]).toMatchObject({
      organizationId: 'a',
      name: 'Demo',
      role: 'administrator',
      selected: true,
    });
  });

  it('lists each organization once', () => {
    expect(
      organizationEntries({ companies: [company('a', 'A'), company('a', 'A')], selectedOrgId: 'a' }),
    ).toHaveLength(1);
  });
});
