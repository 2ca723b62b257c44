import type { BackofficeOrganizationView } from '@ghg/contracts';
import { Query, Resolver } from '@nestjs/graphql';
import { ProviderOnly } from '../../access/access-rule.js';
import { BackofficeOrganizationsQuery } from './backoffice-organizations.query.js';

@Resolver()
export class BackofficeOrganizationsResolver {
  constructor(private readonly query: BackofficeOrganizationsQuery) {}

  @Query('backofficeOrganizations')
  @ProviderOnly()
  organizations(): Promise<BackofficeOrganizationView[]> {
    return this.query.list();
  }
}
