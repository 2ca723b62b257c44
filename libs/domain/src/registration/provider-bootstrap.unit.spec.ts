import { DomainError } from '../shared/domain-error.js';
import { isProviderRole } from '../user/roles.js';
import { planProviderBootstrap } from './provider-bootstrap.js';

const REQUEST = {
  organizationId: 'org-provider',
  organizationName: 'Provider',
  userId: 'user-1',
  email: 'boss@provider.example',
  firstName: 'Ada',
  lastName: 'Nowak',
};

describe('C1 default credentials in production: the first provider administrator', () => {
  it('an empty log gets the provider organization and its supervisor', () => {
    const plan = planProviderBootstrap(REQUEST, 0);
    expect(plan.organization).toEqual([
      {
        type: 'OrganizationRegistered',
        data: { organizationId: 'org-provider', name: 'Provider', country: null, demo: false },
      },
    ]);
    expect(plan.user[0]!.data).toMatchObject({
      userId: 'user-1',
      organizationId: 'org-provider',
      role: 'provider-supervisor',
    });
  });

  it('refuses once any provider person exists (it runs once)', () => {
    expect(() => planProviderBootstrap(REQUEST, 1)).toThrow(DomainError);
  });

  it('knows the provider roles', () => {
    expect(['provider-staff', 'provider-supervisor', 'administrator'].map(isProviderRole)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
