import type { BackofficeOrganizationView } from '@ghg/contracts';
import { Controller, Get } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { BackofficeOrganizationsQuery } from './backoffice-organizations.query.js';

@Controller('api/backoffice/organizations')
export class BackofficeOrganizationsController {
  constructor(private readonly query: BackofficeOrganizationsQuery) {}

  @Get()
  @ProviderOnly()
  list(): Promise<BackofficeOrganizationView[]> {
    return this.query.list();
  }
}
