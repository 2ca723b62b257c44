import { DomainError } from '../shared/domain-error.js';
import {
  type DataSharingCommand,
  decideDataSharing,
  evolveDataSharing,
  initialDataSharingState,
} from './data-sharing.js';

const consent = (role: DataSharingCommand['data']['role'] = 'administrator'): DataSharingCommand => ({
  type: 'ConsentToDataSharing',
  data: { organizationId: 'org-1', role },
});
const withdraw = (role: DataSharingCommand['data']['role'] = 'administrator'): DataSharingCommand => ({
  type: 'WithdrawDataSharing',
  data: { organizationId: 'org-1', role },
});

describe('data-sharing consent', () => {
  it('given no decision, when the administrator consents, then DataSharingConsented reads null → given', () => {
    expect(decideDataSharing(consent(), initialDataSharingState)).toEqual([
      {
        type: 'DataSharingConsented',
        data: { organizationId: 'org-1', changes: [{ field: 'dataSharing', before: null, after: 'given' }] },
      },
    ]);
  });

  it('given a consent, when it is withdrawn and given again, then the trail reads given → withdrawn → given', () => {
    let state = initialDataSharingState;
    for (const event of decideDataSharing(consent(), state)) state = evolveDataSharing(state, event);
    const withdrawn = decideDataSharing(withdraw(), state);
    expect(withdrawn).toEqual([
      {
        type: 'DataSharingWithdrawn',
        data: {
          organizationId: 'org-1',
          changes: [{ field: 'dataSharing', before: 'given', after: 'withdrawn' }],
        },
      },
    ]);
    for (const event of withdrawn) state = evolveDataSharing(state, event);
    expect(state.consented).toBe(false);
    expect(decideDataSharing(consent(), state)[0]?.data.changes).toEqual([
      { field: 'dataSharing', before: 'withdrawn', after: 'given' },
    ]);
  });

  it('records nothing when the consent is already in the asked state', () => {
    expect(decideDataSharing(withdraw(), initialDataSharingState)).toEqual([]);
    const given = evolveDataSharing(
      initialDataSharingState,
      decideDataSharing(consent(), initialDataSharingState)[0]!,
    );
    expect(decideDataSharing(consent(), given)).toEqual([]);
  });

  it.each(['member', 'auditor', 'provider-staff', 'provider-supervisor'] as const)(
    'refuses a %s (FORBIDDEN): only the administrator decides',
    (role) => {
      expect(() => decideDataSharing(consent(role), initialDataSharingState)).toThrow(DomainError);
      expect(() => decideDataSharing(withdraw(role), initialDataSharingState)).toThrow(/administrator/);
    },
  );
});
