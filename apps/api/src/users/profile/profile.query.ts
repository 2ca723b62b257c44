import type { ProfileView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { PLAN_LABELS } from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { OrganizationAccessReader } from '../../access/organization-access.js';
import type { ApiConfig } from '../../config/api-config.js';
import type { Actor } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { API_CONFIG, DB } from '../../shared/tokens.js';

interface ProfileRow {
  email: string;
  first_name: string;
  last_name: string;
  job_title: string | null;
  organization_name: string;
  administers: boolean;
  local_account: boolean;
}

/** users/me/profile (spec §2 "Profile"): the signed-in person, their account type and where their password lives. */
@Injectable()
export class ProfileQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly organizations: OrganizationAccessReader,
  ) {}

  async of(actor: Actor): Promise<ProfileView> {
    const { rows } = await this.db.query<ProfileRow>(
      `select u.email, u.first_name, u.last_name, u.job_title, o.name as organization_name,
              exists (select 1 from read.memberships m where m.user_id = u.user_id and m.role = 'administrator')
                as administers,
              exists (select 1 from auth.local_accounts a where a.user_id = u.user_id) as local_account
         from read.users u join read.organizations o on o.organization_id = $2
        where u.user_id = $1`,
      [actor.userId, actor.organizationId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(401, 'UNAUTHENTICATED', 'Session expired - log in again');
    const { planClass } = await this.organizations.of(actor.organizationId);
    return {
      userId: actor.userId,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      jobTitle: row.job_title,
      role: actor.role,
      organizationId: actor.organizationId,
      organizationName: row.organization_name,
      planClass,
      planLabel: PLAN_LABELS[planClass],
      password: {
        // With an external provider the password is that provider's, whatever accounts remain here.
        changeableHere: this.config.oidc === null && row.local_account,
        rule: row.administers ? 'admin' : 'registration',
      },
    };
  }
}
