import type { MeView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { READ_MODELS } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { accessViewOf, OrganizationAccessReader } from '../../access/organization-access.js';
import { type Actor } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { readThroughEmbeddedCache } from '../../shared/embedded-read-cache.js';
import { DB } from '../../shared/tokens.js';
import { companiesOf } from '../memberships.js';

type UserRow = Pick<
  MeView,
  'userId' | 'email' | 'firstName' | 'lastName' | 'jobTitle' | 'organizationName' | 'partnership'
>;

/** users/me (spec §7): who the user is, their organizations, and what the selected one's plan allows. */
@Injectable()
export class MeQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly organizations: OrganizationAccessReader,
  ) {}

  async of(actor: Actor): Promise<MeView> {
    const rows = await readThroughEmbeddedCache(
      this.db,
      `me|${actor.userId}|${actor.organizationId}`,
      [READ_MODELS.users.projection, READ_MODELS.organizationProfile.projection],
      async () =>
        (
          await this.db.query<UserRow>(
            `select u.user_id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName",
                    u.job_title as "jobTitle", o.name as "organizationName", o.partnership
               from read.users u join read.organizations o on o.organization_id = $2
              where u.user_id = $1`,
            [actor.userId, actor.organizationId],
          )
        ).rows,
    );
    const row = rows[0];
    if (!row) throw new ApiError(401, 'UNAUTHENTICATED', 'Session expired - log in again');
    const access = accessViewOf(await this.organizations.of(actor.organizationId));
    const companies = await companiesOf(this.db, actor.userId);
    return {
      ...row,
      organizationId: actor.organizationId,
      role: actor.role,
      // The session holds the one selected; "Your companies" switches among the others.
      organizations: companies.map((company) => company.organizationId),
      companies,
      selectedOrgId: actor.organizationId,
      access,
      permissions: access.permissions,
      planName: access.planName,
    };
  }
}
