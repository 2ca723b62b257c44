import type { OrganizationView, PlanView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { OrganizationAccessReader } from '../access/organization-access.js';
import { ApiError } from '../shared/api-error.js';
import { entitiesOfReadModel } from '../locations/organization-entities.js';
import { DB } from '../shared/tokens.js';

/** The selected organization and its plan (spec §7); both stay readable for a blocked organization. */
@Injectable()
export class OrganizationQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly access: OrganizationAccessReader,
  ) {}

  async organization(organizationId: string): Promise<OrganizationView> {
    const { rows } = await this.db.query<{ name: string }>(
      'select name from read.organizations where organization_id = $1',
      [organizationId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    const { status } = await this.access.of(organizationId);
    // Spec §3, §7: the entities are the locations; none yet is "no locations available", so the organization
    // itself is not one of them.
    return {
      organizationId,
      name: row.name,
      status,
      entities: await entitiesOfReadModel(this.db, organizationId),
    };
  }

  async plan(organizationId: string): Promise<PlanView> {
    const access = await this.access.of(organizationId);
    return {
      name: access.planName,
      resources: access.permissions === null ? null : [...access.permissions],
      planClass: access.planClass,
      expiresAt: access.expiresAt,
    };
  }
}
