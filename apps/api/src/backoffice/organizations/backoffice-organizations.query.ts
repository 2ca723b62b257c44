import type { BackofficeOrganizationView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { PLAN_LABELS, planClassOf } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

interface OrganizationRow {
  organizationId: string;
  name: string;
  demo: boolean;
  planName: string | null;
  permissions: string[] | null;
  blocked: boolean;
  blockedMonths: number;
  partnership: 'bankBooster' | 'groupOfCompanies' | null;
  tags: string[];
  parentOrganizationId: string | null;
}

/** Every organization with its plan label, status and number of blocked months, by name (provider staff). */
@Injectable()
export class BackofficeOrganizationsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(): Promise<BackofficeOrganizationView[]> {
    const { rows } = await this.db.query<OrganizationRow>(
      `select o.organization_id as "organizationId", o.name, o.demo, o.plan_name as "planName",
              o.permissions, o.blocked, o.partnership, o.tags,
              o.parent_organization_id as "parentOrganizationId",
              (select count(*)::int from read.blocked_periods b where b.organization_id = o.organization_id)
                as "blockedMonths"
         from read.organizations o
        order by o.name, o.organization_id`,
    );
    return rows.map(({ permissions, blocked, ...row }) => {
      const planClass = planClassOf({ blocked, permissions, planName: row.planName });
      return { ...row, planClass, planLabel: PLAN_LABELS[planClass], status: blocked ? 'blocked' : 'active' };
    });
  }
}
