import type { OrganizationStructureView, OrganizationView, PlanView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { OrganizationAccessReader } from '../access/organization-access.js';
import { ApiError } from '../shared/api-error.js';
import { entitiesOfReadModel } from '../locations/organization-entities.js';
import { DB } from '../shared/tokens.js';

interface OrganizationRow {
  name: string;
  country: string | null;
  address: { street?: string; postalCode?: string; city?: string } | null;
  partnership: OrganizationView['partnership'];
  tags: string[];
  parent_organization_id: string | null;
}

/** The selected organization and its plan (spec §7); both stay readable for a blocked organization. */
@Injectable()
export class OrganizationQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly access: OrganizationAccessReader,
  ) {}

  async organization(organizationId: string): Promise<OrganizationView> {
    const { rows } = await this.db.query<OrganizationRow>(
      `select name, country, address, partnership, tags, parent_organization_id
         from read.organizations where organization_id = $1`,
      [organizationId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    const { status } = await this.access.of(organizationId);
    const statuses = await this.db.query<{ question_id: string; status: string }>(
      'select question_id, status from read.question_status where organization_id = $1 order by question_id',
      [organizationId],
    );
    // Spec §3, §7: the entities are the locations; none yet is "no locations available", so the organization
    // itself is not one of them.
    return {
      organizationId,
      name: row.name,
      status,
      entities: await entitiesOfReadModel(this.db, organizationId),
      address: {
        street: row.address?.street ?? null,
        postalCode: row.address?.postalCode ?? null,
        city: row.address?.city ?? null,
        country: row.country,
      },
      partnership: row.partnership,
      tags: row.tags,
      questionsStatus: Object.fromEntries(statuses.rows.map((s) => [s.question_id, s.status])),
      parentOrganizationId: row.parent_organization_id,
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

  /** The group's companies (those whose parent it is) with each one's total over all periods, and the sum. */
  async structure(organizationId: string): Promise<OrganizationStructureView> {
    const { rows } = await this.db.query<{ organization_id: string; name: string; co2e_kg: number }>(
      `select o.organization_id, o.name,
              coalesce((select sum(q.total_co2e_kg) from read.question_status q
                         where q.organization_id = o.organization_id), 0)::float8 as co2e_kg
         from read.organizations o
        where o.organization_id = $1 or o.parent_organization_id = $1
        order by o.organization_id = $1 desc, o.name, o.organization_id`,
      [organizationId],
    );
    const own = rows.find((r) => r.organization_id === organizationId);
    if (!own) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    const companies = rows
      .filter((r) => r.organization_id !== organizationId)
      .map((r) => ({ organizationId: r.organization_id, name: r.name, co2eKg: r.co2e_kg }));
    return {
      organizationId,
      name: own.name,
      ownCo2eKg: own.co2e_kg,
      companies,
      rolledUpCo2eKg: companies.reduce((sum, c) => sum + c.co2eKg, own.co2e_kg),
    };
  }
}
